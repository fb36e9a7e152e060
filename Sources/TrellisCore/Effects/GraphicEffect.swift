import Foundation

/// A pixel effect applied to a graphic after it is drawn: a shadow, a blur or a colour filter.
///
/// Effects are drawn into the graphic's own texture, once per change of the
/// graphic or its effects, so a shadow that does not change is not blurred again.
public enum GraphicEffect: Hashable, Sendable {
    /// A copy of the graphic's shape in `color`, blurred by `radius` and moved by `x`, `y`, drawn behind it.
    case shadow(color: RGBA, radius: Double, x: Double, y: Double)
    /// The graphic blurred by `radius` (a Gaussian of σ = radius / 2); `opaque` keeps its edges solid.
    case blur(radius: Double, opaque: Bool)
    /// Every colour multiplied by a matrix: brightness, contrast, saturation, grey, inversion and hue.
    case colorMatrix(ColorMatrix)

    /// How far the effect reaches outside the graphic, in points.
    public var reach: Double {
        switch self {
        case .shadow(_, let radius, let x, let y): Self.blurReach(radius) + max(abs(x), abs(y))
        case .blur(let radius, let opaque): opaque ? 0 : Self.blurReach(radius)
        case .colorMatrix: 0
        }
    }

    /// Three standard deviations (σ = radius / 2): where a Gaussian has all but 0.3 % of its weight.
    static func blurReach(_ radius: Double) -> Double { (radius * 1.5).rounded(.up) }

    /// This effect for a display list scaled by `factor` (HiDPI): lengths grow with it.
    package func scaled(by factor: Double) -> GraphicEffect {
        switch self {
        case let .shadow(color, radius, x, y): .shadow(color: color, radius: radius * factor, x: x * factor, y: y * factor)
        case let .blur(radius, opaque): .blur(radius: radius * factor, opaque: opaque)
        case .colorMatrix: self
        }
    }
}

/// A 4 × 5 matrix that maps straight (not premultiplied) red, green, blue and
/// alpha, from 0 to 1, to new values: each output is a sum of the inputs times
/// a row's first four entries, plus its fifth.
public struct ColorMatrix: Hashable, Sendable {
    /// Row by row: red, green, blue, alpha outputs; five entries each.
    public var entries: [Double]

    /// Makes a matrix from its 20 entries.
    public init(_ entries: [Double]) {
        precondition(entries.count == 20, "a colour matrix has 20 entries")
        self.entries = entries
    }

    /// Leaves colours as they are.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// `self` applied after `first`.
    public func after(_ first: ColorMatrix) -> ColorMatrix {
        var result = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum = column == 4 ? entries[row * 5 + 4] : 0
                for k in 0..<4 { sum += entries[row * 5 + k] * first.entries[k * 5 + column] }
                result[row * 5 + column] = sum
            }
        }
        return ColorMatrix(result)
    }

    /// Adds `amount` to red, green and blue.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Moves red, green and blue away from (or towards) middle grey by `amount`.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
    }

    /// Keeps `amount` of the colour's saturation: 0 is grey, 1 unchanged.
    public static func saturation(_ amount: Double) -> ColorMatrix {
        // The luminance weights of Rec. 709, which SwiftUI's colour filters use.
        let (r, g, b) = (0.2126 * (1 - amount), 0.7152 * (1 - amount), 0.0722 * (1 - amount))
        return ColorMatrix([r + amount, g, b, 0, 0, r, g + amount, b, 0, 0, r, g, b + amount, 0, 0, 0, 0, 0, 1, 0])
    }

    /// Red, green and blue replaced by one minus themselves.
    public static let inversion = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// Hues turned by `radians` about the grey axis, keeping luminance.
    public static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        // The standard luminance-preserving hue rotation (as in SVG's feColorMatrix).
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }
}
