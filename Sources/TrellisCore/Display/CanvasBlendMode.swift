/// How drawn content combines with what lies below it: Cairo's operators
/// under SwiftUI's names. `GraphicsContext.BlendMode` in a canvas; in the
/// engine because its display list records canvas drawing (`CanvasDrawState`).
public struct CanvasBlendMode: RawRepresentable, Hashable, Sendable {
    /// The mode's number.
    public let rawValue: Int32
    /// Makes a mode from its number.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Drawn content over what is below.
    public static let normal = CanvasBlendMode(rawValue: 0)
    /// Colours multiplied: always darker.
    public static let multiply = CanvasBlendMode(rawValue: 1)
    /// Inverted colours multiplied: always lighter.
    public static let screen = CanvasBlendMode(rawValue: 2)
    /// Multiply or screen, by what is below.
    public static let overlay = CanvasBlendMode(rawValue: 3)
    /// The darker of each channel.
    public static let darken = CanvasBlendMode(rawValue: 4)
    /// The lighter of each channel.
    public static let lighten = CanvasBlendMode(rawValue: 5)
    /// Brightens what is below.
    public static let colorDodge = CanvasBlendMode(rawValue: 6)
    /// Darkens what is below.
    public static let colorBurn = CanvasBlendMode(rawValue: 7)
    /// A gentle overlay.
    public static let softLight = CanvasBlendMode(rawValue: 8)
    /// Multiply or screen, by what is drawn.
    public static let hardLight = CanvasBlendMode(rawValue: 9)
    /// The difference of each channel.
    public static let difference = CanvasBlendMode(rawValue: 10)
    /// Like difference, with less contrast.
    public static let exclusion = CanvasBlendMode(rawValue: 11)
    /// The hue of what is drawn, with the rest of what is below.
    public static let hue = CanvasBlendMode(rawValue: 12)
    /// The saturation of what is drawn.
    public static let saturation = CanvasBlendMode(rawValue: 13)
    /// The hue and saturation of what is drawn.
    public static let color = CanvasBlendMode(rawValue: 14)
    /// The luminosity of what is drawn.
    public static let luminosity = CanvasBlendMode(rawValue: 15)
    /// Clears what is below, where drawn.
    public static let clear = CanvasBlendMode(rawValue: 16)
    /// Replaces what is below, where drawn.
    public static let copy = CanvasBlendMode(rawValue: 17)
    /// Drawn content, only where something is below.
    public static let sourceIn = CanvasBlendMode(rawValue: 18)
    /// Drawn content, only where nothing is below.
    public static let sourceOut = CanvasBlendMode(rawValue: 19)
    /// Drawn content over what is below, only where something is below.
    public static let sourceAtop = CanvasBlendMode(rawValue: 20)
    /// What is below over drawn content.
    public static let destinationOver = CanvasBlendMode(rawValue: 21)
    /// What is below, only where drawn.
    public static let destinationIn = CanvasBlendMode(rawValue: 22)
    /// What is below, only where not drawn.
    public static let destinationOut = CanvasBlendMode(rawValue: 23)
    /// What is below over drawn content, only where drawn.
    public static let destinationAtop = CanvasBlendMode(rawValue: 24)
    /// Each where the other is not.
    public static let xor = CanvasBlendMode(rawValue: 25)
    /// The sum of both, as light adds.
    public static let plusLighter = CanvasBlendMode(rawValue: 26)
    /// Darker sums; drawn here as multiply.
    public static let plusDarker = CanvasBlendMode(rawValue: 27)
}
