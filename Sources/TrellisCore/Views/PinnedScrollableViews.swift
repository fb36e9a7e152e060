/// Which parts of a lazy container's sections stay in view while it scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Options from their raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Section headers stay at the top.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers stay at the bottom.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
