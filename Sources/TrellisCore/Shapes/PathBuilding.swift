/// The shapes a path can add in one call, each optionally transformed.
///
/// Angles follow SwiftUI on a screen whose y axis points down: an angle of zero
/// points right, growing angles turn clockwise on screen, and `clockwise: false`
/// sweeps through growing angles, so it too appears clockwise.
extension Path {
    /// Adds a rectangle, starting at its top-left corner and going clockwise on screen.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        adding(transform, elements: 5) { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }

    /// Adds each rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds straight lines through `points`, starting a new sub-path at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a rectangle whose corners are rounded to `cornerSize`, clamped to half of each side.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        func usable(_ length: CGFloat) -> CGFloat { length.isFinite ? Swift.max(length, 0) : 0 }
        let rx = Swift.min(usable(cornerSize.width), rect.width / 2)
        let ry = Swift.min(usable(cornerSize.height), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
        // 0.5523 places cubic control points so each corner is close to a quarter ellipse.
        let kx = rx * 0.552_284_75, ky = ry * 0.552_284_75
        let (left, top, right, bottom) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        adding(transform, elements: 10) { path in
            path.move(to: CGPoint(x: left + rx, y: top))
            path.addLine(to: CGPoint(x: right - rx, y: top))
            path.addCurve(to: CGPoint(x: right, y: top + ry), control1: CGPoint(x: right - rx + kx, y: top),
                          control2: CGPoint(x: right, y: top + ry - ky))
            path.addLine(to: CGPoint(x: right, y: bottom - ry))
            path.addCurve(to: CGPoint(x: right - rx, y: bottom), control1: CGPoint(x: right, y: bottom - ry + ky),
                          control2: CGPoint(x: right - rx + kx, y: bottom))
            path.addLine(to: CGPoint(x: left + rx, y: bottom))
            path.addCurve(to: CGPoint(x: left, y: bottom - ry), control1: CGPoint(x: left + rx - kx, y: bottom),
                          control2: CGPoint(x: left, y: bottom - ry + ky))
            path.addLine(to: CGPoint(x: left, y: top + ry))
            path.addCurve(to: CGPoint(x: left + rx, y: top), control1: CGPoint(x: left, y: top + ry - ky),
                          control2: CGPoint(x: left + rx - kx, y: top))
            path.closeSubpath()
        }
    }

    /// Adds a rectangle with corners rounded to `radius`.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadius radius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius))
    }

    /// Adds the ellipse that fits inside `rect`, starting at its right-most point (3 o'clock)
    /// and going clockwise on screen, as SwiftUI does.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let kx = rx * 0.552_284_75, ky = ry * 0.552_284_75
        adding(transform, elements: 6) { path in
            path.move(to: CGPoint(x: cx + rx, y: cy))
            path.addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
                          control2: CGPoint(x: cx + kx, y: cy + ry))
            path.addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
                          control2: CGPoint(x: cx - rx, y: cy + ky))
            path.addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
                          control2: CGPoint(x: cx - kx, y: cy - ry))
            path.addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
                          control2: CGPoint(x: cx + rx, y: cy - ky))
            path.closeSubpath()
        }
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle`. When the path already has
    /// a current point, a straight line joins it to the start of the arc.
    ///
    /// As in SwiftUI, `clockwise: false` sweeps through growing angles, which on a
    /// screen whose y axis points down appears clockwise.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let turn = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep <= -turn { sweep = -turn } else if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
        } else {
            if sweep >= turn { sweep = turn } else if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep), transform: transform)
    }

    /// Adds an arc of a circle that starts at `startAngle` and turns by `delta`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        guard radius.isFinite, center.x.isFinite, center.y.isFinite, startAngle.radians.isFinite, delta.radians.isFinite
        else { return }
        let r = Double(Swift.abs(radius))
        func point(at angle: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + r * Foundation.cos(angle), y: Double(center.y) + r * Foundation.sin(angle))
        }
        let start = startAngle.radians
        // Quarter turns or less per cubic keep the curve within a hair of the circle.
        let segments = Swift.max(1, Int((Swift.abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(segments)
        let k = 4.0 / 3 * Foundation.tan(step / 4) * r
        adding(transform, elements: segments + 1) { path in
            let first = point(at: start)
            if path.elements.isEmpty { path.move(to: first) } else { path.addLine(to: first) }
            for index in 0..<segments {
                let from = start + Double(index) * step, to = from + step
                let p0 = point(at: from), p3 = point(at: to)
                let c1 = CGPoint(x: Double(p0.x) - k * Foundation.sin(from), y: Double(p0.y) + k * Foundation.cos(from))
                let c2 = CGPoint(x: Double(p3.x) + k * Foundation.sin(to), y: Double(p3.y) - k * Foundation.cos(to))
                path.addCurve(to: p3, control1: c1, control2: c2)
            }
        }
    }

    /// Adds an arc of `radius` that touches the line from the current point to `tangent1End`
    /// and the line from there to `tangent2End`, joined by a straight line to where it starts.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else { return move(to: tangent1End) }
        let corner = tangent1End
        let back = normalized(dx: current.x - corner.x, dy: current.y - corner.y)
        let ahead = normalized(dx: tangent2End.x - corner.x, dy: tangent2End.y - corner.y)
        let cosine = back.dx * ahead.dx + back.dy * ahead.dy
        guard radius > 0, radius.isFinite, back.length > 0, ahead.length > 0, Swift.abs(cosine) < 1 - 1e-12 else {
            return adding(transform, elements: 1) { $0.addLine(to: corner) }
        }
        let half = Foundation.acos(Double(cosine)) / 2
        let reach = Double(radius) / Foundation.tan(half)
        let start = CGPoint(x: Double(corner.x) + Double(back.dx) * reach, y: Double(corner.y) + Double(back.dy) * reach)
        let end = CGPoint(x: Double(corner.x) + Double(ahead.dx) * reach, y: Double(corner.y) + Double(ahead.dy) * reach)
        let bisector = normalized(dx: back.dx + ahead.dx, dy: back.dy + ahead.dy)
        let distance = Double(radius) / Foundation.sin(half)
        let center = CGPoint(x: Double(corner.x) + Double(bisector.dx) * distance,
                             y: Double(corner.y) + Double(bisector.dy) * distance)
        let from = Foundation.atan2(Double(start.y - center.y), Double(start.x - center.x))
        var sweep = Foundation.atan2(Double(end.y - center.y), Double(end.x - center.x)) - from
        // The arc between the two touching points is always the short way round.
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: .radians(from), delta: .radians(sweep), transform: transform)
    }

    /// Runs `build`, then moves what it added by `transform`.
    /// Adds what `build` adds, transformed. A path that is still empty makes
    /// room for `count` elements first: a rounded rectangle's ten grew the
    /// array five times over, and shapes are made anew for every frame they
    /// are laid out in. (Not for later parts, where reserving each time would
    /// copy the array once per part.)
    private mutating func adding(_ transform: CGAffineTransform, elements count: Int, _ build: (inout Path) -> Void) {
        if elements.isEmpty { elements.reserveCapacity(count) }
        let start = elements.count
        build(&self)
        guard !transform.isIdentity else { return }
        for index in start..<elements.count {
            elements[index] = elements[index].applying(transform)
        }
    }

    private func normalized(dx: CGFloat, dy: CGFloat) -> (dx: CGFloat, dy: CGFloat, length: CGFloat) {
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return (0, 0, 0) }
        return (dx / length, dy / length, length)
    }
}
