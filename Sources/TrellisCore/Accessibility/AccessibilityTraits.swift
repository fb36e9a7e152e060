/// A set of traits that describe how an accessibility element behaves, as
/// SwiftUI's `AccessibilityTraits`; `.accessibilityAddTraits(_:)` and
/// `.accessibilityRemoveTraits(_:)` change an element's.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }

    /// No traits.
    public init() { bits = 0 }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The element acts as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The element is text that cannot change.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The element gives a summary of the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The element's value or label changes often.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The element isolates its children from the rest: a sheet or an alert.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    // MARK: SetAlgebra

    /// Whether every trait of `member` is in this set.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// The traits in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    /// Adds `newMember`'s traits; returns whether they were all new, and what stands in the set.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = bits & newMember.bits != newMember.bits
        bits |= newMember.bits
        return (inserted, newMember)
    }
    /// Removes `member`'s traits; returns them if they were all there.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    /// Adds `newMember`'s traits; returns them if they were all there before.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Keeps only the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Keeps the traits in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}
