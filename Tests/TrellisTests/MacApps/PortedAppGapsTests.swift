import Foundation
import Testing
import Trellis
@testable import TrellisSDL
import TrellisTesting

/// What the three public apps of docs/ported-apps.md needed and Trellis lacked.
@MainActor
@Suite struct PortedAppGapsTests {
    /// `onChange(of:perform:)`, macOS 11: `func onChange<V>(of value: V, perform action:
    /// @escaping (_ newValue: V) -> Void) -> some View where V : Equatable`
    /// (developer.apple.com/documentation/swiftui/view/onchange(of:perform:)); deprecated in
    /// macOS 14, not removed, and a Pomodoro timer from 2022 calls it. The action gets the new value.
    @Test func theOneValueOnChangeGetsEachNewValue() {
        struct Timer: View {
            @State private var minutes = 25
            let heard: (Int) -> Void
            var body: some View {
                Button("Shorter") { minutes -= 5 }
                    .onChange(of: minutes) { newValue in heard(newValue) }
            }
        }
        var heard: [Int] = []
        let host = ViewHost(Timer { heard.append($0) }, width: 200, height: 100)
        #expect(heard.isEmpty, "not called for the first value")
        host.click(text: "Shorter")
        host.click(text: "Shorter")
        #expect(heard == [20, 15])
    }

    /// `menuIndicator(_:)`, macOS 12: "Sets the menu indicator visibility for controls within this
    /// view"; `Menu { … } label: { … }.menuIndicator(.hidden)` shows the label without its chevron
    /// (developer.apple.com/documentation/swiftui/view/menuindicator(_:)).
    @Test func aHiddenMenuIndicatorLeavesTheLabelAlone() {
        struct Menus: View {
            let indicator: Visibility
            var body: some View {
                Menu("Theme") { Button("Dark") {} }.menuIndicator(indicator)
            }
        }
        func width(_ indicator: Visibility) -> Double {
            let host = ViewHost(Menus(indicator: indicator), width: 300, height: 100)
            let tree = host.accessibilityTree
            return Double(tree.first(role: .pushButton, name: "Theme")?.frame.width ?? 0)
        }
        #expect(width(.automatic) > 0)
        #expect(width(.visible) == width(.automatic))
        // The chevron and its spacing are gone: the button is narrower by about a caption glyph.
        #expect(width(.hidden) < width(.automatic) - 8)
    }

    /// `arrow.backward` and `arrow.forward` are SF Symbols' names for the arrows that follow the
    /// reading direction (SF Symbols 2); a game's back button used `arrow.backward` and drew nothing.
    @Test func theDirectionalArrowsHaveGlyphs() throws {
        let library = SymbolLibrary()
        for (name, sameAs) in [("arrow.backward", "arrow.left"), ("arrow.forward", "arrow.right"),
                               ("arrow.backward.circle", "arrow.left.circle"), ("arrow.forward.circle", "arrow.right.circle")] {
            let glyph = try #require(SymbolCatalog.glyph(named: name), "\(name)")
            #expect(glyph.codepoint == SymbolCatalog.glyph(named: sameAs)?.codepoint, "\(name)")
            #expect(library.hasGlyph(glyph.codepoint), "\(name)")
        }
    }
}
