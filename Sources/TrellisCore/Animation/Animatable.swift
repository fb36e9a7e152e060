/// A value that can be interpolated: added, subtracted and scaled.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The squared length, to tell how far apart two values are.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Pairs two values.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// Adds component by component.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// Subtracts component by component.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Scales both.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both squared lengths.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// Nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic {
    /// Makes the empty value.
    public init() {}
    /// The empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Nothing.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// A view or view modifier whose `animatableData` Trellis interpolates frame by
/// frame when it changes in an animated transaction, running `body` each time.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type of the interpolated value.
    associatedtype AnimatableData: VectorArithmetic
    /// The value to interpolate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to interpolate: the default for an animatable type, such as a
    /// shape, that names no data of its own.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Whether values of `type` have something to interpolate: they are
/// `Animatable` with data other than `EmptyAnimatableData`. Every shape is
/// animatable, as in SwiftUI, but only those with data are tracked, and the
/// rest keep the fast path that leaves an equal value alone.
@MainActor
func hasAnimatableData(_ type: Any.Type) -> Bool {
    guard let animatable = type as? any Animatable.Type else { return false }
    func named<A: Animatable>(_: A.Type) -> Bool { A.AnimatableData.self != EmptyAnimatableData.self }
    return named(animatable)
}

extension ModifiedContent: Animatable where Modifier: Animatable {
    /// The modifier's animatable value.
    public var animatableData: Modifier.AnimatableData {
        get { modifier.animatableData }
        set {
            var changed = modifier
            changed.animatableData = newValue
            self = ModifiedContent(content: content, modifier: changed)
        }
    }
}
