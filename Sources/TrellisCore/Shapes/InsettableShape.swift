import Foundation

/// A shape that can be drawn smaller by an even amount on every side, so a
/// border can be stroked inside its frame (`.strokeBorder`).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape drawn `amount` points inside its frame on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn inside a frame made smaller on every side.
public struct _InsetShape<Content: Shape>: InsettableShape {
    /// The shape before insetting.
    public var shape: Content
    /// How far inside the frame it is drawn.
    public var amount: CGFloat

    /// The shape's outline in the smaller frame; nothing when the frame is used up.
    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        guard inset.width >= 0, inset.height >= 0, !inset.isNull else { return Path() }
        return shape.path(in: inset)
    }

    /// Insets further.
    public func inset(by amount: CGFloat) -> _InsetShape<Content> {
        _InsetShape(shape: shape, amount: self.amount + amount)
    }
}

extension Rectangle: InsettableShape {
    /// The rectangle inside the frame by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inside the frame by `amount`, its corners tighter by as much.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        var smaller = self
        smaller.cornerSize = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return _InsetShape(shape: smaller, amount: amount)
    }
}

extension Circle: InsettableShape {
    /// The circle inside the frame by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse inside the frame by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule inside the frame by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: amount) }
}
