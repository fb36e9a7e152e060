/// Marks and placements that only follow a scroll view's offset: the user's
/// wheel or drag, or a glide to a target.
///
/// SwiftUI's scroll view moves its content outside the view graph, so an
/// implicit animation (`animation(_:)`) around or inside it animates changes
/// to the content and never the scrolling. While content follows its offset,
/// marks are no change to the content (`markDisplayPath(contentChanged:)`)
/// and an implicit animation inside takes no new frame for a change.
@MainActor
enum ScrollFollowing {
    /// Whether the marks and placements now under way only follow a scroll offset.
    private(set) static var isUnderWay = false

    /// Runs `work`; its marks and placements only follow a scroll offset when `onlyFollows`.
    static func run<Result>(onlyFollows: Bool = true, _ work: () -> Result) -> Result {
        let outer = isUnderWay
        isUnderWay = outer || onlyFollows
        defer { isUnderWay = outer }
        return work()
    }
}
