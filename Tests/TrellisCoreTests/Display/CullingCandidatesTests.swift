import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// The stacks a build drew through `StackCulling` are kept for when animation
/// starts or stops, through their long state held weakly (a weak reference to
/// the stack itself made every retain of it, once per row mark, take the
/// runtime's slow path): a live stack is marked to draw again, one that is gone
/// is forgotten.
@MainActor
@Suite struct CullingCandidatesTests {
    private func longStack() -> StackLayout {
        let stack = StackLayout(axis: .vertical, alignment: 0.5, spacing: 0)
        for index in 0..<StackCulling.minimumChildren {
            stack.insertChild(LayoutNode(), at: index)
        }
        return stack
    }

    @Test func aLiveStackIsMarkedToDrawAgain() throws {
        let stack = longStack()
        var candidates = CullingCandidates()
        candidates.note(stack, state: try #require(stack.long))
        stack.display.needsRebuild = false
        candidates.markAll()
        let marked = stack.display.needsRebuild
        #expect(marked)
        #expect(!candidates.isEmpty)
    }

    @Test func aStackThatWentIsForgotten() throws {
        var candidates = CullingCandidates()
        var stack: StackLayout? = longStack()
        weak let gone = stack
        candidates.note(try #require(stack), state: try #require(stack?.long))
        stack = nil
        #expect(gone == nil, "nothing but the test held the stack")
        candidates.markAll()
        #expect(candidates.isEmpty)
    }

    @Test func aStackAtTheAddressOfOneThatWentIsKept() throws {
        // A new stack may take a dead one's memory, and so its key, before
        // the dead one's entry is swept: the new stack must still be marked.
        let stack = longStack()
        var candidates = CullingCandidates()
        var dead: LongStackState? = LongStackState()
        candidates.note(stack, state: try #require(dead))
        dead = nil
        candidates.note(stack, state: try #require(stack.long))
        stack.display.needsRebuild = false
        candidates.markAll()
        let marked = stack.display.needsRebuild
        #expect(marked)
    }

    @Test func theStacksStateIsHeldByTheStackAlone() {
        // What the weak reference relies on: the state goes when the stack does.
        var stack: StackLayout? = longStack()
        weak let state = stack?.long
        #expect(state != nil)
        stack = nil
        #expect(state == nil)
        #expect(StackCulling.minimumChildren > LongStackState.fewChildren)
    }
}
