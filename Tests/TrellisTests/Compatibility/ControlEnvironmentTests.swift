import Testing
import Trellis
import TrellisTesting

private let green = RGBA(r: 52, g: 199, b: 89)
private let accent = RGBA(r: 0, g: 122, b: 255)

@MainActor
@Suite struct ControlEnvironmentTests {
    @Test func tintColoursTheControlsInsideInsteadOfTheAccentColour() throws {
        struct Panel: View {
            @State private var isOn = true
            @State private var level = 1.0
            var body: some View {
                VStack(spacing: 16) {
                    Button("Save") {}.buttonStyle(.borderedProminent)
                    Toggle("Sync", isOn: $isOn).toggleStyle(.checkbox)
                    Slider(value: $level).frame(width: 100)
                    Button("Default") {}.buttonStyle(.borderedProminent).tint(nil)
                }
                .tint(.green)
            }
        }
        let host = ViewHost(Panel(), width: 300, height: 220)
        let save = try #require(host.frame(ofText: "Save"))
        #expect(host.color(x: Int(save.x) - 6, y: Int(save.midY)) == green)
        let sync = try #require(host.frame(ofText: "Sync"))
        // The 18-point box ends 8 points before the label; sample it clear of the check mark.
        #expect(host.color(x: Int(sync.x) - 8 - 14, y: Int(sync.midY) - 5) == green)
        // The slider's 4-point track, then its fill, which is full at 1.0 and drawn in the tint too.
        let tracks = host.frames { if case .shape = $0 { true } else { false } }.filter { $0.height == 4 }
        let filled = try #require(tracks.last)
        // Full at 1.0: from the left edge to the knob's centre, 10 points short of the right edge.
        #expect(tracks.count == 2 && filled.width == 90)
        #expect(host.color(x: Int(filled.midX), y: Int(filled.midY)) == green)
        let plain = try #require(host.frame(ofText: "Default"))
        #expect(host.color(x: Int(plain.x) - 6, y: Int(plain.midY)) == accent, "tint(nil) goes back to the accent colour")
    }

    @Test func tintOnOneButtonCompilesAndColoursIt() throws {
        // Before, Button had a private `tint`, so this failed: "'tint' is inaccessible due to 'private' protection level".
        let host = ViewHost(Button("Go") {}.tint(.green), width: 120, height: 60)
        #expect(host.textColor(of: "Go") == green)
    }

    @Test func labelsHiddenLeavesOutTheLabelsButKeepsTheControls() throws {
        struct Settings: View {
            @State private var wifi = false
            @State private var volume = 0.5
            @State private var count = 1
            @State private var mode = 0
            var body: some View {
                VStack(spacing: 12) {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Slider(value: $volume, in: 0...1) { Text("Volume") }
                    Stepper("Count", value: $count, in: 0...5)
                    Picker("Mode", selection: $mode) {
                        Text("A").tag(0)
                        Text("B").tag(1)
                    }
                    Text(wifi ? "on" : "off")
                }
                .labelsHidden()
                .frame(width: 240)
            }
        }
        let host = ViewHost(Settings(), width: 300, height: 260)
        for label in ["Wi-Fi", "Volume", "Count", "Mode"] {
            #expect(!host.texts.contains(label), "\(label) is hidden")
        }
        #expect(host.texts.contains("A") && host.texts.contains("+"))
        // The toggle is just its switch now, alone in the middle of its row; clicking it still flips it.
        let switches = host.frames { if case .shape = $0 { true } else { false } }.filter { $0.width == 40 && $0.height == 24 }
        let track = try #require(switches.first)
        #expect(abs(track.midX - 150) <= 1)
        host.click(x: track.midX, y: track.midY)
        #expect(host.texts.contains("on"))
    }

    @Test func aSliderShowsItsLabelAndValueLabelsUnlessHidden() throws {
        struct Volume: View {
            @State private var level: Float = 0.5
            var body: some View {
                Slider(value: $level, in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("1")
                }
                .frame(width: 260)
            }
        }
        let host = ViewHost(Volume(), width: 300, height: 60)
        #expect(host.texts == ["Volume", "0", "1"])
        let title = try #require(host.frame(ofText: "Volume")), low = try #require(host.frame(ofText: "0"))
        let high = try #require(host.frame(ofText: "1"))
        #expect(title.maxX < low.x && low.maxX < high.x, "label, minimum, track, maximum")
        #expect(high.x - low.maxX > 100, "the track lies between the value labels")
    }

    @Test func controlSizeChangesAButtonsPaddingAndFont() throws {
        func background(_ size: ControlSize) throws -> (box: Rect, text: Rect) {
            let host = ViewHost(Button("Go") {}.controlSize(size), width: 200, height: 100)
            let shapes = host.frames { if case .shape = $0 { true } else { false } }
            return (try #require(shapes.first), try #require(host.frame(ofText: "Go")))
        }
        let regular = try background(.regular), small = try background(.small), large = try background(.large)
        #expect(regular.box.width - regular.text.width == 24, "12 points each side")
        #expect(large.box.width - large.text.width == 32)
        #expect(large.box.height - large.text.height == 18)
        #expect(small.box.width - small.text.width == 16)
        #expect(small.text.height < regular.text.height, "a small button uses a smaller font")
        #expect(try background(.mini).text.height < small.text.height)
    }

    @Test func controlSizeScalesASwitch() throws {
        func track(_ size: ControlSize) -> Rect? {
            let host = ViewHost(Toggle("Dark", isOn: .constant(true)).controlSize(size).fixedSize(), width: 200, height: 100)
            return host.frames { if case .shape = $0 { true } else { false } }.first
        }
        #expect(track(.regular)?.size == Size(width: 40, height: 24))
        #expect(track(.small).map { abs($0.width - 32) < 0.01 && abs($0.height - 19.2) < 0.01 } == true)
        #expect(track(.large).map { abs($0.width - 48) < 0.01 && abs($0.height - 28.8) < 0.01 } == true)
    }

    @Test func imageScaleSizesSymbolsAgainstTheirFont() throws {
        func width(_ scale: Image.Scale) throws -> Double {
            let host = ViewHost(Image(systemName: "star.fill").font(.system(size: 20)).imageScale(scale), width: 100, height: 100)
            return try #require(host.imageFrame).width
        }
        let small = try width(.small), medium = try width(.medium), large = try width(.large)
        #expect(small < medium && medium < large, "\(small) \(medium) \(large)")
        #expect(abs(large / medium - 1.3) < 0.1)
    }
}
