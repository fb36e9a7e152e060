import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// An interaction points back at the layout that holds it without keeping it,
/// and without a weak reference; these hold `LayoutNode.interaction` to setting
/// and clearing that pointer, so an interaction that outlives its layout is
/// never left pointing at freed memory.
@MainActor
@Suite struct InteractionOwnerTests {
    @Test func aLayoutGivenAnInteractionIsItsLayout() {
        let layout = LayoutNode()
        let interaction = Interaction()
        #expect(interaction.layout == nil)
        layout.interaction = interaction
        #expect(interaction.layout === layout)
    }

    @Test func aGestureLayoutThatGoesLeavesItsInteractionPointingAtNothing() throws {
        var layout: GestureLayout? = GestureLayout()
        let interaction = try #require(layout?.interaction)
        #expect(interaction.layout === layout)
        layout = nil
        #expect(interaction.layout == nil)
    }

    @Test func aLayoutThatLetsGoOfItsInteractionClearsIt() throws {
        let layout = GestureLayout()
        let first = try #require(layout.interaction)
        let second = Interaction()
        layout.interaction = second
        #expect(first.layout == nil)
        #expect(second.layout === layout)
        layout.interaction = nil
        #expect(second.layout == nil)
    }

    @Test func anInteractionHandedOnIsLeftToItsNewLayout() throws {
        let first = GestureLayout()
        let interaction = try #require(first.interaction)
        let second = LayoutNode()
        second.interaction = interaction
        #expect(interaction.layout === second)
        // The first layout still holds it, but letting go of it is not for the first to undo.
        first.interaction = nil
        #expect(interaction.layout === second)
    }

    @Test func aSelectableTextThatStopsBeingSelectableClearsItsInteraction() throws {
        let text = TextLayout(run: TextRun(string: "words", font: .body, color: RGBA(r: 0, g: 0, b: 0, a: 255)), lineLimit: nil)
        text.setSelectable(true, clipboard: nil)
        let interaction = try #require(text.interaction)
        #expect(interaction.layout === text)
        text.setSelectable(false, clipboard: nil)
        #expect(interaction.layout == nil)
    }
}
