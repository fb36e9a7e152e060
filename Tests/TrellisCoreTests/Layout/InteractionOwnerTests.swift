import Testing
@testable import TrellisCore

/// An interaction points back at its layout without keeping it, and without a
/// weak reference; these hold the layout to clearing that pointer, so an
/// interaction that outlives its layout is never left pointing at freed memory.
@MainActor
@Suite struct InteractionOwnerTests {
    @Test func aGestureLayoutThatGoesLeavesItsInteractionPointingAtNothing() {
        var layout: GestureLayout? = GestureLayout()
        let interaction = try! #require(layout?.interaction)
        #expect(interaction.layout === layout)
        layout = nil
        #expect(interaction.layout == nil)
    }

    @Test func aLayoutThatLetsGoOfItsInteractionClearsIt() {
        let layout = GestureLayout()
        let first = try! #require(layout.interaction)
        let second = Interaction()
        second.layout = layout
        layout.interaction = second
        #expect(first.layout == nil)
        #expect(second.layout === layout)
        layout.interaction = nil
        #expect(second.layout == nil)
    }

    @Test func anInteractionPointingElsewhereIsLeftAlone() {
        let owner = GestureLayout()
        let interaction = try! #require(owner.interaction)
        var other: LayoutNode? = LayoutNode()
        other?.interaction = interaction
        other = nil
        // The other layout held it but was not its layout: the owner still is.
        #expect(interaction.layout === owner)
    }

    @Test func aSelectableTextThatStopsBeingSelectableClearsItsInteraction() {
        let text = TextLayout(run: TextRun(string: "words", font: .body, color: RGBA(r: 0, g: 0, b: 0, a: 255)), lineLimit: nil)
        text.setSelectable(true, clipboard: nil)
        let interaction = try! #require(text.interaction)
        #expect(interaction.layout === text)
        text.setSelectable(false, clipboard: nil)
        #expect(interaction.layout == nil)
    }
}
