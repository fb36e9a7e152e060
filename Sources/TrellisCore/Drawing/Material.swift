/// A translucent background, as a sidebar or a floating panel has:
/// `.background(.regularMaterial)`.
///
/// SwiftUI blurs what lies behind a material. Trellis does not sample what
/// is behind a view, so a material is the window's background colour at the
/// material's opacity: thin materials let more show through, thick ones less.
public struct Material: ShapeStyle, Hashable, Sendable {
    let opacity: Double

    /// The most see-through material.
    public static let ultraThin = Material(opacity: 0.5)
    /// A thin material.
    public static let thin = Material(opacity: 0.65)
    /// The usual material.
    public static let regular = Material(opacity: 0.8)
    /// A thick material.
    public static let thick = Material(opacity: 0.9)
    /// The most opaque material.
    public static let ultraThick = Material(opacity: 0.97)
    /// The material of toolbars and tab bars.
    public static let bar = Material(opacity: 0.9)

    /// The window's background colour at the material's opacity.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        .color(Color.windowBackground.resolve(in: environment).multiplyingAlpha(by: opacity))
    }
}

extension ShapeStyle where Self == Material {
    /// The most see-through material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The usual material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of toolbars and tab bars.
    public static var bar: Material { Material(opacity: 0.9) }
}
