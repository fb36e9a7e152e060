import Testing
import Trellis
import TrellisTesting

private struct ViewOptions: View {
    @State private var zoom = 100
    @State private var log = ""

    var body: some View {
        VStack {
            Menu("View") {
                Picker("Zoom", selection: $zoom) {
                    Text("Small").tag(75)
                    Text("Actual Size").tag(100)
                    ForEach([150, 200], id: \.self) { Text("\($0)%").tag($0) }
                }
                Button("Reload") { log += "reload " }
            }
            Spacer()
            Text("Zoom \(zoom)")
        }
        .padding(20)
        .frame(width: 600, height: 300)
    }
}

/// A picker in a menu is a submenu of its options with the chosen one ticked, as on a Mac.
@MainActor
@Suite struct MenuPickerTests {
    private func openZoom() -> ViewHost<ViewOptions> {
        let host = ViewHost(ViewOptions(), width: 600, height: 300)
        host.click(text: "View")
        host.step(frames: 10)
        host.click(text: "Zoom")
        host.step(frames: 10)
        return host
    }

    /// Dark pixels in the margin left of a row's title, where the tick goes.
    private func ink(leftOf text: String, in host: ViewHost<ViewOptions>) throws -> Int {
        let frame = try #require(host.frame(ofText: text))
        return host.pixels(in: Rect(x: frame.minX - 20, y: frame.minY, width: 16, height: frame.height)).filter { $0.r < 128 }.count
    }

    @Test func thePickerIsASubmenuOfItsOptions() throws {
        let host = openZoom()
        #expect(["Small", "Actual Size", "150%", "200%"].allSatisfy(host.texts.contains), "\(host.texts)")
        #expect(!host.texts.contains { $0.hasPrefix("Zoom ") && $0 != "Zoom 100" }, "no segments drawn in the menu")
        let zoom = try #require(host.frame(ofText: "Zoom"))
        let small = try #require(host.frame(ofText: "Small"))
        #expect(small.minX > zoom.maxX, "the submenu opens beside its row, where there is room")
    }

    @Test func theChosenOptionIsTicked() throws {
        let host = openZoom()
        #expect(try ink(leftOf: "Actual Size", in: host) > 5)
        #expect(try ink(leftOf: "Small", in: host) == 0)
        #expect(try ink(leftOf: "200%", in: host) == 0)
    }

    @Test func choosingAnOptionSetsTheSelectionAndClosesEveryMenu() throws {
        let host = openZoom()
        host.click(text: "150%")
        host.step(frames: 10)
        #expect(host.texts.contains("Zoom 150"))
        #expect(!host.texts.contains("Reload") && !host.texts.contains("Small"))
        host.click(text: "View")
        host.step(frames: 10)
        host.click(text: "Zoom")
        host.step(frames: 10)
        #expect(try ink(leftOf: "150%", in: host) > 5)
        #expect(try ink(leftOf: "Actual Size", in: host) == 0)
    }

    @Test func theKeyboardMovesThroughTheOptionsAndEnterChooses() throws {
        let host = openZoom()
        // The submenu opens with its first row focused; Down and Up move, Enter chooses.
        host.press(.down)
        host.press(.down)
        host.press(.up)
        host.press(.enter)
        host.step(frames: 10)
        #expect(host.texts.contains("Zoom 100"), "\(host.texts)")
        #expect(!host.texts.contains("Reload"), "Enter closed every menu")
        host.click(text: "View")
        host.step(frames: 10)
        host.click(text: "Zoom")
        host.step(frames: 10)
        host.press(.enter)
        host.step(frames: 10)
        #expect(host.texts.contains("Zoom 75"), "\(host.texts)")
    }
}
