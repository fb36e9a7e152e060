/// The foreground at one of SwiftUI's levels of emphasis: `.tertiary`,
/// `.quaternary` and `.quinary` in a `ShapeStyle` position, as in
/// `.foregroundStyle(.tertiary)` or `.fill(.quaternary)`.
///
/// With no foreground colour set, each level is the system's label grey at
/// that level (as macOS's tertiary and quaternary label colours); under a
/// `.foregroundColor`, it is that colour, fainter by the level's opacity.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// How opaque each level is, from the system's label colours.
    private static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.05]

    /// The foreground itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The foreground, dimmer: for secondary text.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Dimmer again: for placeholders and disabled text.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Faint: for fills behind content and thin separators.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// Fainter still: for the lightest fills.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The level's colour over the environment's foreground colour.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        let opacity = Self.opacities[min(max(level, 0), Self.opacities.count - 1)]
        // Only the plain foreground colour is read: a hierarchical style set
        // with `.foregroundStyle` is itself the environment's shape style.
        guard let base = environment.foregroundColor else {
            if level == 0 { return .color(Color.primary.resolve(in: environment)) }
            if level == 1 { return .color(Color.secondary.resolve(in: environment)) }
            let label = environment.colorScheme == .light ? RGBA(r: 60, g: 60, b: 67) : RGBA(r: 235, g: 235, b: 245)
            return .color(label.multiplyingAlpha(by: opacity))
        }
        return .color(base.resolve(in: environment).multiplyingAlpha(by: opacity))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground, dimmer than `.secondary`.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The foreground, faint.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The foreground, faintest.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
