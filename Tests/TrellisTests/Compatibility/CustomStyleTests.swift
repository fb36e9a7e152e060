import Testing
import Trellis
import TrellisTesting

// Styles written the way SwiftUI code writes them.

private struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(configuration.isPressed ? Color.red : Color.blue)
            .cornerRadius(8)
    }
}

private struct CheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "checkmark.circle")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title
        }
    }
}

private struct GaugeStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        VStack(alignment: .leading, spacing: 4) {
            Rectangle().fill(Color.green).frame(width: 200 * fraction, height: 10)
            Text("\(Int(fraction * 100))% done")
        }
    }
}

/// A button that fires on a double click only.
private struct DoubleClickStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture(count: 2) { configuration.trigger() }
    }
}

/// Whatever style is around, with a red frame drawn round it.
private struct FramedStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(4).border(Color.red, width: 2)
    }
}

private struct YellowFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration.padding(10).background(Color.yellow)
    }
}

@MainActor
private final class StyleActionLog {
    var count = 0
}

private let blue = RGBA(r: 0, g: 122, b: 255)
private let red = RGBA(r: 255, g: 59, b: 48)

@MainActor
@Suite struct CustomStyleTests {
    @Test func aCustomButtonStyleDrawsThePressedStateWhileThePointerIsDown() throws {
        let taps = StyleActionLog()
        let host = ViewHost(Button("Press me") { taps.count += 1 }.buttonStyle(PressableStyle()), width: 200, height: 100)
        let label = try #require(host.frame(ofText: "Press me"))
        // Inside the 8-point padding, clear of the rounded corners.
        let (x, y) = (Int(label.x) - 4, Int(label.midY))
        #expect(host.color(x: x, y: y) == blue)

        host.send(.pointerDown(Point(x: label.midX, y: label.midY)))
        host.step()
        #expect(host.color(x: x, y: y) == red, "pressed: \(host.color(x: x, y: y))")
        #expect(taps.count == 0, "the action waits for the release")

        host.send(.pointerUp(Point(x: label.midX, y: label.midY)))
        host.step()
        #expect(host.color(x: x, y: y) == blue)
        #expect(taps.count == 1)
    }

    @Test func aStyleSetOnAContainerStylesEveryButtonInside() throws {
        let host = ViewHost(VStack(spacing: 20) {
            Button("One") {}
            Button("Two") {}
        }.buttonStyle(PressableStyle()), width: 200, height: 150)
        for title in ["One", "Two"] {
            let label = try #require(host.frame(ofText: title))
            #expect(host.color(x: Int(label.x) - 4, y: Int(label.midY)) == blue, "\(title)")
        }
    }

    @Test func aCustomToggleStyleFlipsTheBindingThroughConfigurationIsOn() throws {
        struct Settings: View {
            @State private var wifi = false
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckStyle())
                    Text(wifi ? "Connected" : "Offline")
                }
            }
        }
        let host = ViewHost(Settings(), width: 300, height: 120)
        #expect(host.texts.contains("Offline"))
        host.click(text: "Wi-Fi")
        #expect(host.texts.contains("Connected"))
        host.click(text: "Wi-Fi")
        #expect(host.texts.contains("Offline"))
    }

    @Test func aCustomLabelStylePutsTheIconAboveTheTitle() throws {
        let host = ViewHost(Label("Inbox", systemImage: "envelope").labelStyle(StackedLabelStyle()), width: 200, height: 120)
        let title = try #require(host.frame(ofText: "Inbox"))
        let icon = try #require(host.imageFrame)
        #expect(icon.maxY <= title.y, "icon \(icon) above title \(title)")
        #expect(abs(icon.midX - title.midX) < 1, "both centred")
    }

    @Test func theBuiltInLabelStylesShowTheTitleTheIconOrBoth() throws {
        let titleOnly = ViewHost(Label("Inbox", systemImage: "envelope").labelStyle(.titleOnly), width: 200, height: 60)
        #expect(titleOnly.texts == ["Inbox"] && titleOnly.imageFrame == nil)
        let iconOnly = ViewHost(Label("Inbox", systemImage: "envelope").labelStyle(.iconOnly), width: 200, height: 60)
        #expect(iconOnly.texts.isEmpty && iconOnly.imageFrame != nil)
        let both = ViewHost(Label("Inbox", systemImage: "envelope").labelStyle(.titleAndIcon), width: 200, height: 60)
        let icon = try #require(both.imageFrame), title = try #require(both.frame(ofText: "Inbox"))
        #expect(icon.maxX <= title.x, "the icon comes first")
    }

    @Test func aCustomProgressViewStyleDrawsTheFractionCompleted() throws {
        struct Download: View {
            var done: Double
            var body: some View {
                ProgressView(value: done, total: 200).progressViewStyle(GaugeStyle())
            }
        }
        let host = ViewHost(Download(done: 50), width: 300, height: 100)
        #expect(host.texts == ["25% done"])
        let bars = host.frames { if case .fill = $0 { true } else { false } }
        #expect(bars.map(\.width) == [50])
    }

    @Test func aPrimitiveButtonStyleDecidesWhenTheActionRuns() throws {
        let taps = StyleActionLog()
        let host = ViewHost(Button("Twice") { taps.count += 1 }.buttonStyle(DoubleClickStyle()), width: 200, height: 100)
        host.click(text: "Twice")
        #expect(taps.count == 0, "one click is not enough")
        host.click(text: "Twice")
        #expect(taps.count == 1)
    }

    @Test func aButtonMadeFromAConfigurationDrawsWithTheStyleAroundTheCustomOne() throws {
        let taps = StyleActionLog()
        let host = ViewHost(Button("Save") { taps.count += 1 }
            .buttonStyle(FramedStyle())
            .buttonStyle(.borderedProminent), width: 200, height: 100)
        let label = try #require(host.frame(ofText: "Save"))
        // The prominent look inside (white on the tint), the red frame 4 points outside its 12-point padding.
        #expect(host.textColor(of: "Save") == RGBA(r: 255, g: 255, b: 255))
        #expect(host.color(x: Int(label.x) - 6, y: Int(label.midY)) == blue)
        #expect(host.color(x: Int(label.x) - 12 - 4 + 1, y: Int(label.midY)) == red)
        host.click(text: "Save")
        #expect(taps.count == 1)
    }

    @Test func aCustomTextFieldStyleDecoratesTheBareFieldWhichStillEdits() throws {
        struct Form: View {
            @State private var name = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name).textFieldStyle(YellowFieldStyle()).frame(width: 200)
                    Text("Hello, \(name)")
                }
            }
        }
        let host = ViewHost(Form(), width: 300, height: 120)
        let placeholder = try #require(host.frame(ofText: "Name"))
        // The bare field has no inset: its text starts 10 points inside the yellow background.
        #expect(host.color(x: Int(placeholder.x) - 5, y: Int(placeholder.midY)) == RGBA(r: 255, g: 204, b: 0))
        host.click(text: "Name")
        host.type("Ada")
        #expect(host.texts.contains("Hello, Ada"))
    }
}
