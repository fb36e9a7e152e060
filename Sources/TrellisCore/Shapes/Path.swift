/// An outline made of lines and curves, in points, relative to a shape's frame.
///
/// A path is also a shape: `Path { … }.stroke(.red)` draws it as it is,
/// whatever frame it is given.
public struct Path: Hashable, Sendable {
    /// One step of an outline.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current sub-path with a line back to its start.
        case closeSubpath
    }

    /// The steps, in order.
    public internal(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// The outline of `rect`.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// The outline of `rect` with corners rounded to `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The outline of `rect` with corners rounded to `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse that fits inside `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next step starts: the end of the last one, or `nil` for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                current = point
            case .closeSubpath:
                current = start
            }
        }
        return current
    }

    /// Calls `body` with each step, in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    /// Adds a quadratic Bézier curve to `point`, bending towards `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }
    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current sub-path.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds the steps of `path`, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.applying(transform).elements
    }
}

/// How the corners of a rounded rectangle are shaped.
///
/// Both draw quarter circles here; `.continuous` is accepted so SwiftUI code
/// that asks for Apple's smoother corners compiles and looks close.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Apple's continuous-curvature corners, drawn here as quarter circles.
    case continuous
}
