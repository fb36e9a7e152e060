import Testing
@_spi(TrellisExtension) @testable import TrellisCore

/// A long list holds a view node and a layout node per row, so what every
/// node stores is paid per row (issue 60's budget: a plain `Text` row in 0.8
/// KB). Flags are stored together after the words, counts and positions in
/// 32 bits, and proposals without the padding of two optionals.
@MainActor
@Suite struct NodeSizeTests {
    @Test func whatEveryNodeKeepsForTheDisplayListIsPacked() {
        // 168 bytes with the flags spread out, 144 with them together, 126 with 32-bit counts.
        #expect(MemoryLayout<DisplayState>.stride <= 128)
        // 126 with an optional move, an optional first id, and the accessibility epoch inside;
        // 110 with where the node was drawn inline, which a node never drawn keeps no record of.
        #expect(MemoryLayout<DisplayState>.size <= 48)
        // 128 bytes when each kept proposal was two padded optionals.
        #expect(MemoryLayout<KeptAnswers>.stride <= 96)
        #expect(MemoryLayout<Offer>.size == 8)
        #expect(MemoryLayout<KeptProposal>.size == 16)
        #expect(MemoryLayout<TextShape>.size <= 12)
        // 89 bytes with sizes and lengths in lists of their own.
        #expect(MemoryLayout<KeptAnswers>.size <= 56)
        // 40 bytes with a length's axis in a byte of its own: each answer kept in a list paid it.
        #expect(MemoryLayout<KeptAnswer>.stride == 32)
        // 144 bytes with what wrapping needs kept inline (`TextMetrics.settle()`).
        #expect(MemoryLayout<TextMetrics>.size <= 64)
        // 121 bytes with the measured size an optional and the bytes apart.
        #expect(MemoryLayout<TextRun>.size <= 112)
        // 24 bytes with models in a table of their own.
        #expect(MemoryLayout<EnvironmentValues>.size <= 16)
        // A styled text's look is a heap block per text: 217 bytes with its decorations and spacing inline.
        #expect(MemoryLayout<TextLook>.size <= 96)
        // A frame's limits are held by its modifier, by each modifier around it and by its layout:
        // 91 bytes as six `Double?`s.
        #expect(MemoryLayout<FrameLimits>.size <= 50)
    }

    /// The heap blocks themselves, as glibc's allocator sizes them for each object.
    @Test func aTextRowsNodesFitTheirBudgets() throws {
        let graph = ViewGraph(content: Text("Row 1"))
        graph.layOut(in: Size(width: 200, height: 100), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        let node = graph.rootNode
        let text = try #require(firstTextLayout(in: graph.rootLayout))
        // 240 bytes with each count in a word of its own, 216 with its flags after its role;
        // 952 for a text that kept its whole layout context,
        // 824 with its words kept inline, 808 with them in a class of their own,
        // 744 since its line height is kept without the font beside it.
        // 200 with the first child apart from the rest and models in a table of their own;
        // 184 before what a body read (environment, state, observation) went to the extras.
        #expect(heapBlockSize(of: node) <= 168, "a view node takes \(heapBlockSize(of: node)) bytes")
        // 744 with the kept content, the text's wrapping measurements, a
        // priority and a z-index inline, and two lists of kept answers;
        // 536 with what a build wrote of where it drew the text inline
        // (`DrawnRecord`), which a row off screen never needs, and an interaction.
        #expect(heapBlockSize(of: text) <= 472, "a text layout takes \(heapBlockSize(of: text)) bytes")
    }

    /// A chat message has three small stacks (an author line, its column, the
    /// message beside its avatar): what only a long stack keeps is out of line.
    @Test func aShortStackKeepsNoRecordsOfALongOne() throws {
        let graph = ViewGraph(content: HStack { Text("stackotter"); Text("8:54am") })
        graph.layOut(in: Size(width: 200, height: 100), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        let stack = try #require(graph.rootLayout as? StackLayout ?? graph.rootLayout.children.first as? StackLayout)
        #expect(stack.longState == nil)
        // 464 bytes with its distributions, its placement and its drawn band
        // inline; 328 with its display record (`DrawnRecord`) inline.
        #expect(heapBlockSize(of: stack) <= 264, "a stack layout takes \(heapBlockSize(of: stack)) bytes")
    }

    /// A stack probes a text's least and most widths as lengths, and a text
    /// works a length out by measuring its whole size, which it keeps: the
    /// size answers the length, so no node keeps both for one proposal.
    @Test func noNodeKeepsALengthBesideTheSizeThatAnswersIt() {
        let message = HStack(alignment: .top) {
            Color.pink.frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                HStack { Text("gregc").bold(); Text("8:54am") }
                Text("Naming things is hard too, and the text wraps at the width it is offered")
            }
        }
        let graph = ViewGraph(content: ScrollView { VStack { message; message } })
        graph.layOut(in: Size(width: 300, height: 200), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        var texts = 0
        func check(_ node: LayoutNode) {
            let answers = node.keptAnswers.answers
            for length in answers where length.axis != nil {
                #expect(!answers.contains { $0.axis == nil && $0.kept == length.kept },
                        "\(type(of: node)) keeps a length beside its size for \(length.kept.proposal)")
            }
            if node is TextLayout {
                texts += 1
                // Its least width, its ideal width and its width in the column: 5 answers when lengths were kept too.
                #expect(answers.count <= 3, "a text keeps \(answers.count) answers")
            }
            for child in node.children { check(child) }
        }
        check(graph.rootLayout)
        #expect(texts == 6)
    }

    /// A chat message's avatar is a colour in a frame, clipped round: the
    /// clip's size is its content's, so it keeps no copy of the answers.
    @Test func aWrapperSizedAsItsContentKeepsNoAnswers() throws {
        let graph = ViewGraph(content: HStack {
            Color.pink.frame(width: 40, height: 40).cornerRadius(20).opacity(0.5)
            Text("gregc").padding(4).rotationEffect(.degrees(10))
        })
        graph.layOut(in: Size(width: 300, height: 200), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        var passing: [LayoutNode] = []
        func collect(_ node: LayoutNode) {
            if node.answerKeeping == .passedToContent { passing.append(node) }
            for child in node.children { collect(child) }
        }
        collect(graph.rootLayout)
        #expect(passing.map { String(describing: type(of: $0)) }.sorted() == ["ClipLayout", "OpacityLayout", "RotationEffectLayout"])
        for wrapper in passing {
            #expect(wrapper.keptAnswers.answers.isEmpty, "\(type(of: wrapper)) keeps answers")
            // The first node below that is not sized as its content answers for it.
            var content = try #require(wrapper.children.first)
            while content.answerKeeping == .passedToContent { content = try #require(content.children.first) }
            #expect(!content.keptAnswers.answers.isEmpty || content.answerKeeping == .workedOutEachTime, "its content keeps them")
            #expect(wrapper.frame == content.frame)
        }
        // A padding measures its own way, and keeps its answers; a frame
        // fixed on both axes works its size out each time and keeps none.
        #expect(!passing.contains { $0 is FrameLayout || $0 is PaddingLayout })
        let pinned = try #require(passing.first { $0 is ClipLayout }?.children.first as? FrameLayout)
        #expect(pinned.answerKeeping == .workedOutEachTime && pinned.keptAnswers.answers.isEmpty)
        #expect(pinned.frame.size == Size(width: 40, height: 40))
        // Let loose on one axis, it keeps its answers again.
        pinned.limits = .fixed(width: 40, height: nil, alignment: .center)
        #expect(pinned.answerKeeping == .kept)
    }

    /// A frame placed its content from the proposal it was measured with
    /// (SwiftUI places with the proposal too). Pinned by a least and a most
    /// with no ideal, an open axis offers its content no length, so the
    /// frame must recall that proposal and keeps its answers.
    @Test func aFramePinnedWithoutAnIdealKeepsItsAnswersToPlaceItsContent() throws {
        let label = "A label wider than sixty points"
        let graph = ViewGraph(content: ScrollView(.horizontal) {
            Text(label).frame(minWidth: 60, maxWidth: 60, minHeight: 20, maxHeight: 20)
        })
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.layOut(in: Size(width: 300, height: 200), context: context)
        let text = try #require(firstTextLayout(in: graph.rootLayout))
        let frame = try #require(text.parent as? FrameLayout)
        #expect(frame.answerKeeping == .kept)
        #expect(frame.frame.size == Size(width: 60, height: 20))
        // The text is offered no width, and takes its one line, overflowing the frame as in SwiftUI.
        let ideal = FixedPitchTextMeasurer().width(of: label, in: text.run.font)
        #expect(text.frame.width == ideal && ideal > 60, "\(text.frame.width) against \(ideal)")
    }

    /// Each tap gesture of each row has an interaction: its rarer handlers
    /// (keys, drags, hovers, focus) live in a box that a tap never makes.
    @Test func aTapsInteractionKeepsOnlyWhatATapNeeds() throws {
        let graph = ViewGraph(content: Color.red.frame(width: 40, height: 20).onTapGesture {})
        graph.layOutByArithmetic()
        var pending = [graph.rootLayout], found: Interaction?
        while let node = pending.popLast(), found == nil {
            found = node.interaction
            pending.append(contentsOf: node.children)
        }
        let interaction = try #require(found)
        #expect(interaction.rare == nil)
        // With its fifteen rarer handlers inline (twelve closures of 16 bytes), it took over 300.
        #expect(heapBlockSize(of: interaction) <= 104, "an interaction takes \(heapBlockSize(of: interaction)) bytes")
        // Writing nil makes no box; writing a handler does, and reads it back.
        interaction.onKey = nil
        #expect(interaction.rare == nil)
        interaction.onHover = { _ in }
        #expect(interaction.rare != nil && interaction.onHover != nil && !interaction.takesOnlyTaps)
        interaction.onHover = nil
        #expect(interaction.takesOnlyTaps)
    }

    /// Every `.frame`, `.padding` and `.cornerRadius` of every row has a host;
    /// only hosts made with a closure keep one (`ClosureModifierHost`).
    @Test func aFramesModifierHostKeepsNoClosure() {
        let host = WrappingModifierHost(FrameModifier.fixed(width: 40, height: 40, alignment: .center))
        // 104 bytes with a closure of its own and the frame's limits as six `Double?`s.
        #expect(heapBlockSize(of: host) <= 88, "a frame's host takes \(heapBlockSize(of: host)) bytes")
    }

    private func firstTextLayout(in node: LayoutNode) -> TextLayout? {
        if let text = node as? TextLayout { return text }
        for child in node.children { if let found = firstTextLayout(in: child) { return found } }
        return nil
    }

    /// The usable size of the block glibc's `malloc` cuts for the object's instance size: the size
    /// plus an 8-byte header, rounded up to 16, at least 32, less the header.
    ///
    /// It is worked out from the size rather than read back with `malloc_usable_size`, because
    /// glibc hands out a larger free block whole when what would be left is under 32 bytes: the
    /// same object then reads 232 bytes or 216 depending on what the heap held before (CI saw it).
    private func heapBlockSize(of object: AnyObject) -> Int {
        let size = instanceSize(of: type(of: object))
        let cut = max(32, (size + 8 + 15) & ~15) - 8
        // The block it really got is that one, or one step larger: a check that the size was read right.
        let got = mallocUsableSize(Unmanaged.passUnretained(object).toOpaque())
        #expect(got == cut || got == cut + 16, "\(type(of: object)): \(size) bytes, a block of \(got)")
        return cut
    }

    /// The instance size a Swift class's metadata records: a 32-bit field after the kind, the
    /// superclass, the flags and the instance address point (Swift's `TargetClassMetadata`
    /// without Objective-C interoperability, as on Linux).
    private func instanceSize(of type: AnyClass) -> Int {
        Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 24, as: UInt32.self))
    }
}

/// glibc's size of the heap block at `pointer`.
@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int
