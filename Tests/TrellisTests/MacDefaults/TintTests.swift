import Testing
import Trellis
import TrellisTesting

private let green = RGBA(r: 52, g: 199, b: 89)
private let blue = RGBA(r: 0, g: 122, b: 255)

private struct TintedWindow: View {
    @State private var isOn = true
    @State private var size = "Medium"
    @State private var chosen: String? = "Inbox"

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Toggle("Sync", isOn: $isOn)
                Link("Help", destination: URL(string: "https://example.com")!)
                ProgressView(value: 0.5).frame(width: 120)
                Picker("Size", selection: $size) {
                    Text("Small").tag("Small")
                    Text("Medium").tag("Medium")
                }
                List(["Inbox", "Sent"], id: \.self, selection: $chosen) { Text($0) }
                    .frame(height: 80)
            }
            .padding(20)
            .toolbar { Button("Compose") {} }
        }
        .tint(.green)
    }
}

/// `.tint` colours what it colours on a Mac, and nothing else.
@MainActor
@Suite struct TintTests {
    // Apple, View.tint(_:) (ShapeStyle): "controls which can not style themselves using a gradient will
    // attempt to use the color of the gradient's first stop".
    @Test func aGradientTintPaintsAsAGradientAndControlsTakeItsFirstStop() throws {
        let gradient = LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing)
        let host = ViewHost(VStack(spacing: 20) {
            Button("Save") {}.buttonStyle(.borderedProminent)
            Rectangle().fill(.tint).frame(width: 200, height: 40)
        }
        .tint(gradient), width: 300, height: 160)
        let save = try #require(host.frame(ofText: "Save"))
        #expect(host.color(x: Int(save.x) - 6, y: Int(save.midY)) == green, "a button paints one colour: the first stop")
        let bar = try #require(host.frames { if case .shape = $0 { true } else { false } }.first { $0.width == 200 })
        #expect(host.color(x: Int(bar.x) + 1, y: Int(bar.midY)).isClose(to: green, tolerance: 6))
        #expect(host.color(x: Int(bar.maxX) - 2, y: Int(bar.midY)).isClose(to: blue, tolerance: 6), ".fill(.tint) paints the gradient")
    }

    // Apple, TintShapeStyle: "If no explicit tint is set, the tint is derived from the app's accent color."
    @Test func aShapeStyleTintOfNilGoesBackToTheAccentColour() throws {
        let none: LinearGradient? = nil
        let host = ViewHost(Button("Save") {}.buttonStyle(.borderedProminent).tint(none).tint(.green), width: 200, height: 80)
        let save = try #require(host.frame(ofText: "Save"))
        #expect(host.color(x: Int(save.x) - 6, y: Int(save.midY)) == blue)
    }

    // Apple, View.tint(_:): "override the default accent color for this view": switches, links, progress and selection.
    @Test func oneTintReachesTheSwitchTheLinkTheProgressBarAndTheListSelection() throws {
        let host = ViewHost(TintedWindow(), width: 480, height: 400)
        host.step(frames: 2)
        #expect(host.textColor(of: "Help") == green, "a link")
        let fills = host.displayList.graphics.compactMap { graphic -> Rect? in
            if case .shape(_, .fill(green)) = graphic.content { return graphic.frame }
            return nil
        }
        #expect(fills.contains { $0.height == 6 && abs($0.width - 60) < 1 }, "half of the progress bar: \(fills)")
        let inbox = try #require(host.frame(ofText: "Inbox"))
        #expect(fills.contains { $0.minY <= inbox.minY && $0.maxY >= inbox.maxY && $0.width > 100 }, "the selected row")
        let sync = try #require(host.frame(ofText: "Sync"))
        #expect(fills.contains { abs($0.midY - sync.midY) < 4 && $0.minX > sync.maxX }, "the switch, on")
    }

    // Apple HIG, Pop-up buttons and Toolbars: both keep the system's neutral bezel; only a prominent control shows the tint.
    @Test func thePopUpPickerAndTheToolbarButtonsStayNeutral() throws {
        let host = ViewHost(TintedWindow(), width: 480, height: 400)
        host.step(frames: 2)
        for title in ["Medium", "Compose"] {
            let color = try #require(host.textColor(of: title), "\(title) shows")
            #expect(color != green, "\(title) is drawn in the text colour, not the tint")
            let face = try #require(host.frame(ofText: title))
            #expect(!host.color(x: Int(face.x) - 4, y: Int(face.midY)).isClose(to: green, tolerance: 60), "\(title)'s bezel is not tinted")
        }
    }

    // Apple, KeyboardShortcut.defaultAction: "On macOS, the default button is designated with special coloration";
    // View.tint(_:) overrides the accent colour that colouration uses.
    @Test func theDefaultButtonIsFilledWithTheTintAndAnOrdinaryPushButtonIsNot() throws {
        let host = ViewHost(HStack(spacing: 20) {
            Button("Cancel") {}
            Button("Send") {}.keyboardShortcut(.defaultAction)
        }
        .tint(.green), width: 300, height: 80)
        let send = try #require(host.frame(ofText: "Send"))
        #expect(host.color(x: Int(send.x) - 6, y: Int(send.midY)) == green)
        #expect(host.textColor(of: "Send") == RGBA(r: 255, g: 255, b: 255))
        let cancel = try #require(host.frame(ofText: "Cancel"))
        #expect(host.color(x: Int(cancel.x) - 6, y: Int(cancel.midY)) != green)
    }
}
