/// How a view's pixels combine with what is already drawn behind it, as
/// `.blendMode(_:)` takes in SwiftUI.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Drawn over what is behind.
    case normal
    /// Colours multiplied: never lighter than either.
    case multiply
    /// Inverted colours multiplied, then inverted: never darker than either.
    case screen
    /// Multiply or screen, by the colour behind.
    case overlay
    /// The darker of the two, per channel.
    case darken
    /// The lighter of the two, per channel.
    case lighten
    /// The colour behind brightened to reflect this one.
    case colorDodge
    /// The colour behind darkened to reflect this one.
    case colorBurn
    /// A gentle overlay, by this colour.
    case softLight
    /// Multiply or screen, by this colour.
    case hardLight
    /// The absolute difference of the two.
    case difference
    /// Like difference, with less contrast.
    case exclusion
    /// This hue, with the saturation and luminosity behind.
    case hue
    /// This saturation, with the hue and luminosity behind.
    case saturation
    /// This hue and saturation, with the luminosity behind.
    case color
    /// This luminosity, with the hue and saturation behind.
    case luminosity
    /// Drawn only where something is behind.
    case sourceAtop
    /// Drawn behind what is there.
    case destinationOver
    /// Erases what is behind where this is drawn.
    case destinationOut
    /// The sum of the two, less one: darker where both are dark.
    case plusDarker
    /// The sum of the two: lighter where both are light.
    case plusLighter
}

extension BlendMode {
    /// The same mode as a `GraphicsContext` names it, so one table maps both to the renderer's operators.
    package var graphicsContextMode: CanvasBlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}
