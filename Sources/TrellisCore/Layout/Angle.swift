/// A geometric angle, read in degrees or radians.
///
/// Angles add, subtract and scale like numbers, so `angle * 2` and
/// `.degrees(90) - start` read as they do in SwiftUI, and they animate.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// No turn.
    public init() {
        radians = 0
    }

    /// An angle of `radians`.
    public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of `degrees`.
    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Orders angles by size, without reducing them to one turn.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: VectorArithmetic {
    /// No turn.
    public static var zero: Angle { Angle() }
    /// The two turns one after the other.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The turn from `rhs` to `lhs`.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The same turn in the other direction.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// The turn `rhs` times over.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The turn `lhs` times over.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// A fraction of the turn.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// Scales the turn.
    public mutating func scale(by rhs: Double) { radians *= rhs }
    /// The squared size in radians.
    public var magnitudeSquared: Double { radians * radians }
}

extension Angle: Animatable {
    /// The angle in radians, which is what animates.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
