import Foundation

/// A turn about an axis in three dimensions, seen in perspective: what
/// `.rotation3DEffect` does to a view's picture.
public struct Projection3D: Hashable, Sendable {
    /// The turn, in degrees, by the right-hand rule about `axis`.
    public var degrees: Double
    /// The axis, in the view's coordinates (x right, y down, z towards the viewer).
    public var axis: (x: Double, y: Double, z: Double) {
        get { (axisX, axisY, axisZ) }
        set { (axisX, axisY, axisZ) = newValue }
    }
    private var axisX: Double, axisY: Double, axisZ: Double
    /// The point the turn is about, in window coordinates, and how far in front of the view.
    public var anchor: Point
    /// How far in front of the view's plane the anchor is.
    public var anchorZ: Double
    /// How far the eye is from the view's plane; infinite for no perspective.
    public var eyeDistance: Double

    /// A turn of `degrees` about `axis` through `anchor`, seen from `eyeDistance`.
    public init(degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: Point, anchorZ: Double,
                eyeDistance: Double) {
        self.degrees = degrees
        (axisX, axisY, axisZ) = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.eyeDistance = eyeDistance
    }

    /// Where the point `point` of the flat view is drawn.
    public func project(_ point: Point) -> Point {
        let length = (axisX * axisX + axisY * axisY + axisZ * axisZ).squareRoot()
        guard length > 0, length.isFinite, degrees.isFinite else { return point }
        let (ux, uy, uz) = (axisX / length, axisY / length, axisZ / length)
        let angle = degrees * .pi / 180
        let (c, s) = (cos(angle), sin(angle))
        // Rodrigues' rotation of the point about the axis through the anchor.
        let (px, py, pz) = (point.x - anchor.x, point.y - anchor.y, -anchorZ)
        let dot = ux * px + uy * py + uz * pz
        let (cx, cy, cz) = (uy * pz - uz * py, uz * px - ux * pz, ux * py - uy * px)
        let rx = px * c + cx * s + ux * dot * (1 - c)
        let ry = py * c + cy * s + uy * dot * (1 - c)
        let rz = pz * c + cz * s + uz * dot * (1 - c) + anchorZ
        // A point turned towards the eye looks larger; one behind the eye is pinned far out rather than flipped.
        let depth = eyeDistance.isFinite ? max(eyeDistance - rz, eyeDistance * 0.01) : 1
        let factor = eyeDistance.isFinite ? eyeDistance / depth : 1
        return Point(x: anchor.x + rx * factor, y: anchor.y + ry * factor)
    }

    /// The smallest rectangle that holds `rect` once projected.
    public func bounds(of rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(project)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// This projection for a display list scaled by `factor` (HiDPI).
    func scaled(by factor: Double) -> Projection3D {
        var copy = self
        copy.anchor = Point(x: anchor.x * factor, y: anchor.y * factor)
        copy.anchorZ *= factor
        copy.eyeDistance *= factor
        return copy
    }

    /// The way from `self` to `other`, `fraction` along: the angle and the anchor move.
    func interpolated(to other: Projection3D, _ fraction: Double) -> Projection3D {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        var result = other
        result.degrees = mix(degrees, other.degrees)
        result.anchor = Point(x: mix(anchor.x, other.anchor.x), y: mix(anchor.y, other.anchor.y))
        return result
    }

    /// Compares every number, the axis included.
    public static func == (lhs: Projection3D, rhs: Projection3D) -> Bool {
        lhs.degrees == rhs.degrees && lhs.axisX == rhs.axisX && lhs.axisY == rhs.axisY && lhs.axisZ == rhs.axisZ
            && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ && lhs.eyeDistance == rhs.eyeDistance
    }

    /// Hashes every number, the axis included.
    public func hash(into hasher: inout Hasher) {
        for value in [degrees, axisX, axisY, axisZ, anchor.x, anchor.y, anchorZ, eyeDistance] { hasher.combine(value) }
    }
}
