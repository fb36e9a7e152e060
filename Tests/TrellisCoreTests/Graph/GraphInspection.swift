@_spi(TrellisExtension) @testable import TrellisCore

/// What the graph tests read of a view graph: its nodes, the texts it draws,
/// and a layout by arithmetic, in one place for every suite that looks.
@MainActor
extension ViewGraph {
    /// Every node from the root down, attached nodes after each node's children.
    var allNodes: [ViewNode] { rootNode.subtree }

    /// The strings of the texts the display list draws, back to front.
    var drawnTexts: [String] {
        makeDisplayList().graphics.compactMap { graphic in
            if case .text(let run) = graphic.content { run.string } else { nil }
        }
    }

    /// Lays the graph out in `width` × `height`, measuring text by arithmetic.
    func layOutByArithmetic(width: Double = 200, height: Double = 200) {
        layOut(in: Size(width: width, height: height), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
    }
}

@MainActor
extension ViewNode {
    /// This node and everything below it, attached nodes after each node's children.
    var subtree: [ViewNode] {
        [self] + children.flatMap(\.subtree) + attachedNodes.flatMap(\.subtree)
    }
}
