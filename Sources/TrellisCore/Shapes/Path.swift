import Foundation

/// An outline made of lines and curves, in points, relative to a shape's frame.
public struct Path: Hashable, Sendable {
    /// One step of an outline.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at a point.
        case move(to: Point)
        /// A straight line to a point.
        case line(to: Point)
        /// A cubic Bézier curve to a point.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the current sub-path with a line back to its start.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current sub-path.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a rectangle.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.x, y: rect.y))
        addLine(to: Point(x: rect.maxX, y: rect.y))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.x, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a rectangle with corners rounded to `radius`, clamped to half the shorter side.
    public mutating func addRoundedRect(in rect: Rect, cornerRadius radius: CGFloat) {
        let r = max(0, min(radius.isFinite ? radius : 0, min(rect.width, rect.height) / 2))
        guard r > 0 else { return addRect(rect) }
        // 0.5523 places cubic control points so each corner is close to a quarter circle.
        let k = r * 0.552_284_75
        move(to: Point(x: rect.x + r, y: rect.y))
        addLine(to: Point(x: rect.maxX - r, y: rect.y))
        addCurve(to: Point(x: rect.maxX, y: rect.y + r), control1: Point(x: rect.maxX - r + k, y: rect.y),
                 control2: Point(x: rect.maxX, y: rect.y + r - k))
        addLine(to: Point(x: rect.maxX, y: rect.maxY - r))
        addCurve(to: Point(x: rect.maxX - r, y: rect.maxY), control1: Point(x: rect.maxX, y: rect.maxY - r + k),
                 control2: Point(x: rect.maxX - r + k, y: rect.maxY))
        addLine(to: Point(x: rect.x + r, y: rect.maxY))
        addCurve(to: Point(x: rect.x, y: rect.maxY - r), control1: Point(x: rect.x + r - k, y: rect.maxY),
                 control2: Point(x: rect.x, y: rect.maxY - r + k))
        addLine(to: Point(x: rect.x, y: rect.y + r))
        addCurve(to: Point(x: rect.x + r, y: rect.y), control1: Point(x: rect.x, y: rect.y + r - k),
                 control2: Point(x: rect.x + r - k, y: rect.y))
        closeSubpath()
    }

    /// Adds the ellipse that fits inside `rect`.
    public mutating func addEllipse(in rect: Rect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let kx = rx * 0.552_284_75, ky = ry * 0.552_284_75
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// The same outline moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: moved(point))
            case .line(let point): .line(to: moved(point))
            case .curve(let point, let control1, let control2):
                .curve(to: moved(point), control1: moved(control1), control2: moved(control2))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }
}
