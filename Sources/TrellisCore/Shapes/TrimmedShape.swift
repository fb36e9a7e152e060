import Foundation

/// A shape cut to part of its outline, made by `.trim(from:to:)`.
///
/// Its ends animate, so a ring trimmed to a changing progress sweeps round.
public struct _TrimmedShape<Content: Shape>: Shape, Animatable {
    /// The whole shape.
    public var shape: Content
    /// Where the kept part starts, as a fraction of the outline's length.
    public var startFraction: CGFloat
    /// Where it ends.
    public var endFraction: CGFloat

    /// The two ends, interpolated together.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set {
            startFraction = newValue.first
            endFraction = newValue.second
        }
    }

    /// The kept part of the shape's outline.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

extension Shape {
    /// The part of this shape's outline from `startFraction` to `endFraction` of its length.
    ///
    /// Outlines start where SwiftUI's do: a circle at 3 o'clock, going clockwise on screen.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
