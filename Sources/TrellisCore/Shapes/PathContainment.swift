import Foundation

extension Path {
    /// Whether `point` lies inside the path: by the non-zero winding rule, or
    /// by the even-odd rule when `evenOdd` is true. Curves are followed closely
    /// by short straight pieces; every sub-path counts as closed, as when filled.
    ///
    /// For hit testing a `.contentShape`. (SwiftUI's public `contains(_:eoFill:)`
    /// is added to `Path` by the drawing work; this can give way to it.)
    func encloses(_ point: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        var start = Point.zero
        var current = Point.zero
        func edge(to next: Point) {
            defer { current = next }
            let (a, b) = (current, next)
            // Count edges that cross the horizontal line through the point, to its right.
            guard (a.y <= point.y) != (b.y <= point.y) else { return }
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            guard x > point.x else { return }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        for element in elements {
            switch element {
            case .move(let to):
                edge(to: start)
                start = to
                current = to
            case .line(let to):
                edge(to: to)
            case let .curve(to, control1, control2):
                let from = current
                for step in 1...Self.curvePieces {
                    let t = Double(step) / Double(Self.curvePieces), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    edge(to: Point(x: a * from.x + b * control1.x + c * control2.x + d * to.x,
                                   y: a * from.y + b * control1.y + c * control2.y + d * to.y))
                }
            case .closeSubpath:
                edge(to: start)
            }
        }
        edge(to: start)
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Straight pieces per curve when testing containment: a quarter circle of
    /// radius 100 strays from its pieces by well under a point.
    private static let curvePieces = 16
}
