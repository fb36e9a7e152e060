@_spi(TrellisExtension) import TrellisCore

/// One column of a `LazyVGrid` or one row of a `LazyHGrid`: how long it is,
/// how far it stands from the next, and where cells sit in it.
public struct GridItem: Hashable, Sendable {
    /// How a grid item decides its length.
    public enum Size: Hashable, Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the space left after fixed items, kept between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items at least `minimum` long as fit, sharing the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the item decides its length.
    public var size: GridItem.Size
    /// The space after this item; `nil` for the default of 8.
    public var spacing: CGFloat?
    /// Where cells sit in this item; `nil` for the grid's own alignment.
    public var alignment: Alignment?

    /// An item sized by `size`, `spacing` from the next, aligning its cells by `alignment`.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
