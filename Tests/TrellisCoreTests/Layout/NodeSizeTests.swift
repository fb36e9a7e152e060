import Testing
@_spi(TrellisExtension) @testable import TrellisCore

/// A long list holds two view nodes and a layout node per row, so what every
/// node stores is paid per row (issue 60's budget: a plain `Text` row in 0.8
/// KB). Flags are stored together after the words, counts and positions in
/// 32 bits, and proposals without the padding of two optionals.
@MainActor
@Suite struct NodeSizeTests {
    @Test func whatEveryNodeKeepsForTheDisplayListIsPacked() {
        // 168 bytes with the flags spread out, 144 with them together, 126 with 32-bit counts.
        #expect(MemoryLayout<DisplayState>.stride <= 128)
        // 128 bytes when each kept proposal was two padded optionals.
        #expect(MemoryLayout<KeptAnswers>.stride <= 96)
        #expect(MemoryLayout<Offer>.size == 8)
        #expect(MemoryLayout<KeptProposal>.size == 16)
        #expect(MemoryLayout<TextShape>.size <= 12)
    }

    /// The heap blocks themselves, as glibc's allocator hands them out.
    @Test func aTextRowsNodesFitTheirBudgets() throws {
        let graph = ViewGraph(content: Text("Row 1"))
        graph.layOut(in: Size(width: 200, height: 100), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        let node = graph.rootNode
        let text = try #require(firstTextLayout(in: graph.rootLayout))
        // 240 bytes with each count in a word of its own; 952 for a text that kept its whole layout context.
        #expect(heapBlockSize(of: node) <= 216, "a view node takes \(heapBlockSize(of: node)) bytes")
        #expect(heapBlockSize(of: text) <= 840, "a text layout takes \(heapBlockSize(of: text)) bytes")
    }

    private func firstTextLayout(in node: LayoutNode) -> TextLayout? {
        if let text = node as? TextLayout { return text }
        for child in node.children { if let found = firstTextLayout(in: child) { return found } }
        return nil
    }

    private func heapBlockSize(of object: AnyObject) -> Int {
        mallocUsableSize(Unmanaged.passUnretained(object).toOpaque())
    }
}

/// glibc's size of the heap block at `pointer`: the object's size, rounded up to the allocator's step.
@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int
