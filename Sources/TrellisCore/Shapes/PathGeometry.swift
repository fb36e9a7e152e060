/// Questions about a path's geometry, and copies of it moved elsewhere.
extension Path {
    /// The same outline with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = Path()
        path.elements = elements.map { $0.applying(transform) }
        return path
    }

    /// The same outline moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle holding every line and curve (not their control points).
    public var boundingRect: CGRect {
        var bounds = Bounds()
        walkSegments(flattening: false) { _, point in bounds.add(point) }
        return bounds.rect
    }

    /// Whether `point` lies inside the filled path, by the non-zero winding rule or,
    /// with `eoFill`, the even-odd rule.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        walkSegments(flattening: true) { from, to in
            guard let from else { return }
            // A ray to the right of `point` crosses this edge upwards or downwards.
            if from.y <= point.y, to.y > point.y, cross(from, to, point) > 0 { winding += 1 }
            if from.y > point.y, to.y <= point.y, cross(from, to, point) < 0 { winding -= 1 }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Calls `visit(from, to)` for each straight piece of the outline, with every sub-path
    /// closed as a fill closes it. Curves are cut into short lines when `flattening`;
    /// otherwise only their end points and extremes are visited.
    private func walkSegments(flattening: Bool, _ visit: (CGPoint?, CGPoint) -> Void) {
        var start: CGPoint?
        var current: CGPoint?
        func close() {
            if let current, let start, current != start { visit(current, start) }
        }
        for element in elements {
            switch element {
            case .move(let point):
                close()
                visit(nil, point)
                start = point
                current = point
            case .line(let point):
                visit(current, point)
                current = point
            case .quadCurve(let point, let control):
                let from = current ?? point
                let c1 = from + (control - from) * (2 / 3), c2 = point + (control - point) * (2 / 3)
                visitCurve(from, c1, c2, point, flattening: flattening, visit)
                current = point
            case .curve(let point, let control1, let control2):
                visitCurve(current ?? point, control1, control2, point, flattening: flattening, visit)
                current = point
            case .closeSubpath:
                close()
                current = start
            }
        }
        close()
    }

    private func visitCurve(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, flattening: Bool,
                            _ visit: (CGPoint?, CGPoint) -> Void) {
        func at(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }
        if flattening {
            var previous = p0
            for step in 1...16 {
                let next = at(CGFloat(step) / 16)
                visit(previous, next)
                previous = next
            }
            return
        }
        for t in extremes(p0.x, p1.x, p2.x, p3.x) + extremes(p0.y, p1.y, p2.y, p3.y) { visit(nil, at(t)) }
        visit(nil, p3)
    }

    /// Where a cubic's coordinate turns around: the roots of its derivative within (0, 1).
    private func extremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [CGFloat] = []
        if Swift.abs(qa) < 1e-12 {
            if Swift.abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

extension Path.Element {
    /// This step with every point moved by `transform`.
    func applying(_ transform: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let point): .move(to: point.applying(transform))
        case .line(let point): .line(to: point.applying(transform))
        case .quadCurve(let point, let control): .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            .curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }
}

/// The running extent of a set of points.
private struct Bounds {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ point: CGPoint) {
        minX = Swift.min(minX, point.x)
        minY = Swift.min(minY, point.y)
        maxX = Swift.max(maxX, point.x)
        maxY = Swift.max(maxY, point.y)
    }

    var rect: CGRect {
        guard minX <= maxX else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

private func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
private func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
private func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
