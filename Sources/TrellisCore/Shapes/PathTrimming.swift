import Foundation

/// Cutting a path to a fraction of its length, for `.trim(from:to:)`.
extension Path {
    /// The part of this path between `from` and `to`, as fractions of its
    /// whole length; a progress ring is a circle trimmed to its progress.
    ///
    /// From above to gives an empty path, as in SwiftUI, with one warning.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = from.isFinite ? Swift.min(Swift.max(Double(from), 0), 1) : 0
        let end = to.isFinite ? Swift.min(Swift.max(Double(to), 0), 1) : 1
        if start > end {
            Diagnostics.warnOnce("trim-reversed", "trim(from: \(from), to: \(to)) starts after it ends; it draws nothing")
        }
        guard end > start else { return Path() }
        if start == 0, end == 1 { return self }
        let pieces = PathPieces(self)
        let total = pieces.length
        guard total > 0 else { return Path() }
        return pieces.cut(from: start * total, to: end * total)
    }
}

/// A path as a list of drawable pieces (lines and cubics) with their lengths.
private struct PathPieces {
    /// One line or cubic, with where it starts a new sub-path.
    struct Piece {
        var p0, p1, p2, p3: CGPoint
        var startsSubpath: Bool
        var length: Double
        /// Cumulative lengths at 16 equal steps of the curve's parameter, to find a length's parameter.
        var samples: [Double]
    }

    var pieces: [Piece] = []
    var length: Double { pieces.reduce(0) { $0 + $1.length } }

    init(_ path: Path) {
        var start: CGPoint?
        var current: CGPoint?
        var pendingMove = true
        func add(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
            pieces.append(Self.piece(p0, p1, p2, p3, startsSubpath: pendingMove))
            pendingMove = false
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                start = point
                current = point
                pendingMove = true
            case .line(let point):
                let from = current ?? point
                add(from, from, point, point)
                current = point
            case .quadCurve(let point, let control):
                let from = current ?? point
                add(from, mix(from, control, 2.0 / 3), mix(point, control, 2.0 / 3), point)
                current = point
            case .curve(let point, let control1, let control2):
                add(current ?? point, control1, control2, point)
                current = point
            case .closeSubpath:
                if let from = current, let start, from != start { add(from, from, start, start) }
                current = start
            }
        }
    }

    private static func piece(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, startsSubpath: Bool) -> Piece {
        var samples = [0.0]
        var previous = p0
        var total = 0.0
        for step in 1...16 {
            let point = at(Double(step) / 16, p0, p1, p2, p3)
            total += hypot(Double(point.x - previous.x), Double(point.y - previous.y))
            samples.append(total)
            previous = point
        }
        return Piece(p0: p0, p1: p1, p2: p2, p3: p3, startsSubpath: startsSubpath, length: total, samples: samples)
    }

    /// The pieces between lengths `from` and `to`, joined as they were.
    func cut(from: Double, to: Double) -> Path {
        var path = Path()
        var offset = 0.0
        var needsMove = true
        for piece in pieces {
            defer { offset += piece.length }
            if piece.startsSubpath { needsMove = true }
            let pieceEnd = offset + piece.length
            guard pieceEnd > from, offset < to, piece.length > 0 else { continue }
            let t0 = parameter(of: Swift.max(from - offset, 0), in: piece)
            let t1 = parameter(of: Swift.min(to - offset, piece.length), in: piece)
            let (q0, q1, q2, q3) = Self.split(piece, from: t0, to: t1)
            if needsMove {
                path.move(to: q0)
                needsMove = false
            }
            if piece.p0 == piece.p1, piece.p2 == piece.p3 {
                path.addLine(to: q3)
            } else {
                path.addCurve(to: q3, control1: q1, control2: q2)
            }
        }
        return path
    }

    /// The curve parameter at which `distance` along `piece` is reached.
    private func parameter(of distance: Double, in piece: Piece) -> Double {
        guard distance > 0 else { return 0 }
        guard distance < piece.length else { return 1 }
        for step in 1...16 where piece.samples[step] >= distance {
            let before = piece.samples[step - 1], span = piece.samples[step] - before
            let within = span > 0 ? (distance - before) / span : 0
            return (Double(step - 1) + within) / 16
        }
        return 1
    }

    /// The part of a cubic between parameters `t0` and `t1`, by de Casteljau's construction.
    private static func split(_ piece: Piece, from t0: Double, to t1: Double) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        // Keep the part after t0, then the part of that before t1 (rescaled).
        let (_, right) = halves(piece.p0, piece.p1, piece.p2, piece.p3, at: t0)
        let scaled = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
        let (left, _) = halves(right.0, right.1, right.2, right.3, at: scaled)
        return left
    }

    private typealias Cubic = (CGPoint, CGPoint, CGPoint, CGPoint)

    private static func halves(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: Double) -> (Cubic, Cubic) {
        let a = mix(p0, p1, t), b = mix(p1, p2, t), c = mix(p2, p3, t)
        let d = mix(a, b, t), e = mix(b, c, t)
        let f = mix(d, e, t)
        return ((p0, a, d, f), (f, e, c, p3))
    }

    private static func at(_ t: Double, _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> CGPoint {
        let u = 1 - t
        let x = u * u * u * Double(p0.x) + 3 * u * u * t * Double(p1.x) + 3 * u * t * t * Double(p2.x) + t * t * t * Double(p3.x)
        let y = u * u * u * Double(p0.y) + 3 * u * u * t * Double(p1.y) + 3 * u * t * t * Double(p2.y) + t * t * t * Double(p3.y)
        return CGPoint(x: x, y: y)
    }
}

private func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: Double(a.x) + (Double(b.x) - Double(a.x)) * t, y: Double(a.y) + (Double(b.y) - Double(a.y)) * t)
}
