import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Random views of stacks, frames, padding, spacers, colours and text, from a seed.
@MainActor
private struct ViewMaker {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func view(depth: Int) -> AnyView {
        let leaves = ["a", "Hello there", "the quick brown fox jumps", "W", ""]
        if depth == 0 || next(4) == 0 {
            switch next(4) {
            case 0: return AnyView(Color.red)
            case 1: return AnyView(Spacer(minLength: Double(next(3) * 7)))
            case 2: return AnyView(Text(leaves[next(leaves.count)]).lineLimit(next(3) == 0 ? 1 : nil))
            default: return AnyView(Text(leaves[next(leaves.count)]))
            }
        }
        let first = view(depth: depth - 1), second = view(depth: depth - 1), third = view(depth: depth - 1)
        let spacing: CGFloat? = [nil, 0, 10][next(3)]
        let stacked: AnyView = switch next(3) {
        case 0: AnyView(HStack(spacing: spacing) { first; second; third })
        case 1: AnyView(VStack(alignment: .leading, spacing: spacing) { first; second; third })
        default: AnyView(HStack(spacing: spacing) { first; second.layoutPriority(1); third })
        }
        switch next(6) {
        case 0: return AnyView(stacked.frame(width: Double(20 + next(200))))
        case 1: return AnyView(stacked.frame(maxWidth: .infinity))
        case 2: return AnyView(stacked.padding(Double(next(12))))
        case 3: return AnyView(stacked.frame(minHeight: 10, maxHeight: Double(30 + next(100))))
        case 4: return AnyView(stacked.opacity(0.5).clipped())
        default: return stacked
        }
    }
}

/// Depth-first, every node of the layout tree.
@MainActor
private func nodes(_ root: LayoutNode) -> [LayoutNode] {
    [root] + root.children.flatMap { nodes($0) }
}

/// `depth` levels of stacks, turning between horizontal and vertical, each
/// with a text and a colour beside the level below.
@MainActor
private func nested(depth: Int) -> AnyView {
    guard depth > 0 else { return AnyView(Text("Lorem ipsum dolor sit amet.")) }
    let inner = nested(depth: depth - 1)
    return depth.isMultiple(of: 2)
        ? AnyView(HStack(spacing: 10) { Color.orange.frame(width: 5); inner; Text("dolor sit") })
        : AnyView(VStack(spacing: 10) { inner; Text("consectetur adipiscing elit") })
}

@MainActor
@Suite struct LayoutProbeTests {
    /// A length found alone, as stacks probe for one, must be the length of the
    /// size the node would choose for the same proposal, on every kind of node.
    @Test(arguments: 0..<8)
    func aLengthFoundAloneIsTheSizesLength(seed: Int) {
        var maker = ViewMaker(state: UInt64(seed) &* 104_729 &+ 7)
        let view = maker.view(depth: 3)
        let measurer = AddingTextMeasurer(offersTable: true)
        let probed = ViewGraph(content: view), sized = ViewGraph(content: view)
        probed.update()
        sized.update()
        let context = LayoutContext(textMeasurer: measurer)
        let lengths: [Double?] = [0, .infinity, nil, 37, 150, 400]
        for (probe, size) in zip(nodes(probed.rootLayout), nodes(sized.rootLayout)) {
            for width in lengths {
                for height in lengths {
                    let proposal = ProposedSize(width: width, height: height)
                    let whole = size.sizeThatFits(proposal, in: context)
                    // Compared as Double: the expectation macro mis-compares a Double with a CGFloat.
                    let width = probe.length(along: .horizontal, for: proposal, in: context)
                    let height = probe.length(along: .vertical, for: proposal, in: context)
                    #expect(width == Double(whole.width), "\(type(of: probe)) width at \(proposal)")
                    #expect(height == Double(whole.height), "\(type(of: probe)) height at \(proposal)")
                }
            }
        }
    }

    /// However deep stacks nest, each text is measured at most four times a
    /// pass, and each node is asked about proposals that grow with the levels
    /// above it, not multiply: a stack's probe for a child's least and most
    /// is a length, answered from what the child knows, not a proposal that
    /// every level below must share out afresh.
    ///
    /// A stack sharing out a height offers its children what is left beside
    /// texts whose heights depend on the width, so each level adds a few
    /// heights to those the levels above offered: as in SwiftUI, growth is in
    /// the depth, and each text shows the same lines for most of them.
    @Test func probesDoNotMultiplyDownNestedStacks() {
        var perNode: [Int: Double] = [:], perText: [Int: Double] = [:]
        for depth in [2, 4, 8, 12] {
            let graph = ViewGraph(content: nested(depth: depth))
            let context = LayoutContext(textMeasurer: AddingTextMeasurer(offersTable: true))
            graph.update()
            graph.layOut(in: Size(width: 800, height: 800), context: context)
            let all = nodes(graph.rootLayout)
            let texts = all.filter { $0 is TextLayout }.count
            perNode[depth] = Double(context.counters.proposalsMeasured) / Double(all.count)
            perText[depth] = Double(context.counters.textMeasurements) / Double(texts)
        }
        for depth in [2, 4, 8, 12] {
            #expect((perText[depth] ?? .infinity) <= 4, "depth \(depth): \(perText[depth] ?? 0) measurements per text")
        }
        // Twelve levels ask each node little more than four: probes that
        // multiplied would ask each node 3^8 times as much.
        #expect((perNode[12] ?? .infinity) <= 3 * (perNode[4] ?? 0), "\(perNode)")
    }

    /// SwiftCrossUI's grid: 256 texts in six levels of stacks, each measured at most four times.
    @Test func eachTextOfTheNestedGridIsMeasuredAtMostFourTimes() {
        func cell() -> some View { HStack(spacing: 10) { Color.orange.frame(width: 5); Text("Lorem ipsum dolor sit amet.") } }
        func pair() -> some View { HStack(spacing: 10) { cell(); cell() } }
        func quad() -> some View { HStack(spacing: 10) { pair(); pair(); pair(); pair() } }
        func row() -> some View { HStack(spacing: 10) { quad(); quad() } }
        func rows() -> some View { VStack(spacing: 10) { row(); row() } }
        func half() -> some View { VStack(spacing: 10) { rows(); rows(); rows(); rows() } }
        let graph = ViewGraph(content: VStack(spacing: 10) { half(); half() }.frame(width: 800, height: 800))
        let measurer = AddingTextMeasurer(offersTable: true)
        let context = LayoutContext(textMeasurer: measurer)
        graph.update()
        graph.layOut(in: Size(width: 800, height: 800), context: context)
        #expect(context.counters.textMeasurements <= 256 * 4, "\(context.counters.textMeasurements) measurements")
        let all = nodes(graph.rootLayout).count
        #expect(context.counters.proposalsMeasured <= all * 8, "\(context.counters.proposalsMeasured) proposals for \(all) nodes")
        #expect(measurer.asked == 0, "words added up, never asked")
        // Laying out again with nothing changed measures nothing.
        let before = context.counters.textMeasurements
        graph.layOut(in: Size(width: 800, height: 800), context: context)
        #expect(context.counters.textMeasurements == before)
    }
}
