/// Marks and placements that only follow a scroll view's offset: the user's
/// wheel or drag, or a glide to a target.
///
/// SwiftUI's scroll view moves its content outside the view graph, so an
/// implicit animation (`animation(_:)`) around or inside it animates changes
/// to the content and never the scrolling. While content follows its offset,
/// marks are no change to the content (`markDisplayPath(contentChanged:)`)
/// and an implicit animation inside takes no new frame for a change. Kept by
/// the tree's `PipelineOwner`: one window's scrolling says nothing of another's marks.
package struct ScrollFollowing {
    /// Whether the marks and placements now under way in the tree only follow a scroll offset.
    package internal(set) var isUnderWay = false
}

extension LayoutNode {
    /// Whether the marks and placements now under way in this node's tree only follow a scroll offset.
    final var isFollowingScroll: Bool { pipelineOwnerIfAny?.scrollFollowing.isUnderWay == true }

    /// Runs `work`; the marks and placements it makes in this node's tree only
    /// follow a scroll offset when `onlyFollows`.
    final func followingScroll<Result>(onlyFollows: Bool = true, _ work: () -> Result) -> Result {
        let owner = self.pipelineOwner
        let outer = owner.scrollFollowing.isUnderWay
        owner.scrollFollowing.isUnderWay = outer || onlyFollows
        defer { owner.scrollFollowing.isUnderWay = outer }
        return work()
    }
}
