/// How a write's transaction reaches the graphics it changed, forward.
///
/// When a frame's writes asked for different animations (a plain write next
/// to a `withAnimation`), the bodies phase ends by giving each written view's
/// top layouts the animation of its write (`ViewGraph.stampWriteTransactions`).
/// The build then carries it down: whatever a stamped node draws, itself and
/// inside, is stamped with it, whether drawn again, copied or moved; a node
/// gone through in place hands it to the children it redraws. The innermost
/// write wins, and a view's own `.animation(_:value:)` wins over any write,
/// as write stamps follow every other stamp of the list.
extension DisplayListBuilder {
    /// Stamps the graphics `node` just put in `range` of the run being built
    /// with its write animation, if a write of this frame gave it one.
    func stampWriteAnimation(of node: LayoutNode, range: Range<Int>) {
        guard !range.isEmpty, let stamp = writeAnimations[ObjectIdentifier(node)], stamp.layout === node else { return }
        writeStamps.append(AnimationStamp(range: (runBase + range.lowerBound)..<(runBase + range.upperBound),
                                          animation: stamp.animation))
    }

    /// Notes, as the build goes through `node` in place, the write animation
    /// it hands the children redrawn inside it; `false` when it has none.
    func enterWriteAnimation(of node: LayoutNode) -> Bool {
        guard let stamp = writeAnimations[ObjectIdentifier(node)], stamp.layout === node else { return false }
        enclosingWriteAnimations.append(stamp.animation)
        return true
    }
}
