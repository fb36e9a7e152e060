import Observation
import Testing
import Trellis
import TrellisTesting

private struct KnobPointerSizeKey: EnvironmentKey {
    static var defaultValue: Double { 0.1 }
}

private struct LimitKey: EnvironmentKey {
    static var defaultValue: Int? { 5 }
}

private struct CaptionKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    fileprivate var limit: Int? {
        get { self[LimitKey.self] }
        set { self[LimitKey.self] = newValue }
    }

    fileprivate var caption: String? {
        get { self[CaptionKey.self] }
        set { self[CaptionKey.self] = newValue }
    }

    var knobPointerSize: Double {
        get { self[KnobPointerSizeKey.self] }
        set { self[KnobPointerSizeKey.self] = newValue }
    }
}

extension View {
    func knobPointerSize(_ size: Double) -> some View {
        environment(\.knobPointerSize, size)
    }
}

private struct Knob: View {
    let log: Log
    @Environment(\.knobPointerSize) private var pointerSize
    var body: some View {
        let _ = log.body("knob")
        Text("pointer \(pointerSize)")
    }
}

private struct Bystander: View {
    let log: Log
    var body: some View {
        let _ = log.body("bystander")
        Text("bystander")
    }
}

@Observable final class Settings {
    var pointer = 0.25
    var theme = "plain"
}

private struct KnobPanel: View {
    let settings: Settings
    let log: Log
    var body: some View {
        VStack {
            Knob(log: log)
            Bystander(log: log)
        }
        .knobPointerSize(settings.pointer)
    }
}

private struct ThemeReader: View {
    @Environment(Settings.self) private var settings
    var body: some View {
        Text("theme \(settings.theme)")
    }
}

@MainActor
private func fonts(_ host: ViewHost<some View>) -> [String: Font] {
    var result: [String: Font] = [:]
    for graphic in host.displayList.graphics {
        if case .text(let run) = graphic.content { result[run.string] = run.font }
    }
    return result
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func aFontOnAStackReachesTheTextInside() {
        let host = ViewHost(VStack {
            Text("Inside")
            Text("Own").font(.caption)
        }.font(.headline))
        #expect(fonts(host)["Inside"] == .headline)
        #expect(fonts(host)["Own"] == .caption)
    }

    @Test func emphasisAppliesOnTopOfWhicheverFontTheTextGets() {
        let host = ViewHost(VStack {
            Text("Bold").bold()
            Text("Slanted").italic().font(.caption)
            Text("Light").fontWeight(.light)
        }.font(.title))
        #expect(fonts(host)["Bold"] == Font.title.bold())
        #expect(fonts(host)["Slanted"] == Font.caption.italic())
        #expect(fonts(host)["Light"] == Font.title.weight(.light))
    }

    @Test func aCustomKeyReachesAChild() {
        let host = ViewHost(Knob(log: Log()).knobPointerSize(0.5))
        #expect(host.texts == ["pointer 0.5"])
        let defaulted = ViewHost(Knob(log: Log()))
        #expect(defaulted.texts == ["pointer 0.1"])
    }

    @Test func changingAValueRunsOnlyItsReaders() {
        let settings = Settings(), log = Log()
        let host = ViewHost(KnobPanel(settings: settings, log: log))
        #expect(host.texts == ["pointer 0.25", "bystander"])
        settings.pointer = 0.75
        host.step()
        #expect(host.texts == ["pointer 0.75", "bystander"])
        #expect(log.bodies == ["knob": 2, "bystander": 1])
    }

    @Test func transformEnvironmentChangesAValueBasedOnTheOld() {
        let host = ViewHost(Knob(log: Log())
            .transformEnvironment(\.knobPointerSize) { $0 *= 3 }
            .knobPointerSize(0.5))
        #expect(host.texts == ["pointer 1.5"])
    }

    @Test func aModelInTheEnvironmentIsFoundByType() {
        let settings = Settings()
        let host = ViewHost(ThemeReader().environment(settings))
        #expect(host.texts == ["theme plain"])
        settings.theme = "dark"
        host.step()
        #expect(host.texts == ["theme dark"])
    }

    @Test func colorSchemeChangesPrimaryText() {
        let light = ViewHost(Text("Hi"))
        let dark = ViewHost(Text("Hi").colorScheme(.dark))
        func color(_ host: ViewHost<some View>) -> RGBA? {
            if case .text(let run) = host.displayList.graphics.first?.content { return run.color }
            return nil
        }
        #expect(color(light) == RGBA(r: 0, g: 0, b: 0))
        #expect(color(dark) == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func disabledButtonsIgnoreClicks() {
        let log = Log()
        let host = ViewHost(Button("Nope") { log.events.append("tapped") }.disabled(true))
        host.click(text: "Nope")
        #expect(log.events.isEmpty)
    }

    @Test func anOptionalKeyReadsItsDefaultUntilSetEvenToNil() {
        var values = EnvironmentValues()
        // As in SwiftUI: an unset key is its default, whatever its type.
        #expect(values.limit == 5)
        #expect(values.caption == nil)
        values.limit = nil
        values.caption = "set"
        #expect(values.limit == nil)
        #expect(values.caption == "set")
        values.knobPointerSize = 0.5
        #expect(values.knobPointerSize == 0.5)
        #expect(values.limit == nil)
    }
}
