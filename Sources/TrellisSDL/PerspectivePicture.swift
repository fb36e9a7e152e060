@_spi(TrellisExtension) import TrellisCore

/// A picture seen in perspective: a flat rectangle turned in 3D lands on the
/// screen as a quadrilateral related to it by a homography, so each screen
/// pixel can be traced back to the point of the picture it shows and sampled
/// there, smoothly, rather than drawn as stretched triangles.
struct PerspectivePicture {
    /// Row by row, the 3 × 3 matrix taking screen points back to picture points.
    private let inverse: [Double]

    /// The mapping that takes `rect` where `projection` draws it, from its
    /// four corners; `nil` when it is seen edge on.
    init?(rect: Rect, seenThrough projection: Projection3D) {
        let source = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                      Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        // Screen to picture directly: solve for the eight unknowns of the homography.
        guard let matrix = Self.homography(from: source.map(projection.project), to: source) else { return nil }
        inverse = matrix
    }

    /// The point of the picture shown at screen point `point`.
    func picturePoint(at point: Point) -> Point? {
        let m = inverse
        let w = m[6] * point.x + m[7] * point.y + m[8]
        guard abs(w) > 1e-12 else { return nil }
        return Point(x: (m[0] * point.x + m[1] * point.y + m[2]) / w, y: (m[3] * point.x + m[4] * point.y + m[5]) / w)
    }

    /// The homography taking each of `from` to the same index of `to`, by
    /// Gaussian elimination on the usual eight equations.
    private static func homography(from: [Point], to: [Point]) -> [Double]? {
        var rows: [[Double]] = []
        for (p, q) in zip(from, to) {
            rows.append([p.x, p.y, 1, 0, 0, 0, -p.x * q.x, -p.y * q.x, q.x])
            rows.append([0, 0, 0, p.x, p.y, 1, -p.x * q.y, -p.y * q.y, q.y])
        }
        for column in 0..<8 {
            guard let pivot = (column..<8).max(by: { abs(rows[$0][column]) < abs(rows[$1][column]) }),
                  abs(rows[pivot][column]) > 1e-9 else { return nil }
            rows.swapAt(column, pivot)
            for row in 0..<8 where row != column {
                let factor = rows[row][column] / rows[column][column]
                guard factor != 0 else { continue }
                for k in column...8 { rows[row][k] -= factor * rows[column][k] }
            }
        }
        return (0..<8).map { rows[$0][8] / rows[$0][$0] } + [1]
    }

    /// Fills `width` × `height` premultiplied pixels of the screen, whose top
    /// left is `origin`, from `picture` (premultiplied, `area`'s size, at
    /// `area`'s place), sampling between pixels; outside the picture is clear.
    func render(_ picture: [UInt32], area: (x: Int, y: Int, width: Int, height: Int),
                origin: (x: Int, y: Int), width: Int, height: Int) -> [UInt32] {
        var output = [UInt32](repeating: 0, count: width * height)
        func texel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < area.width, y < area.height else { return 0 }
            return picture[y * area.width + x]
        }
        for row in 0..<height {
            for column in 0..<width {
                let screen = Point(x: Double(origin.x + column) + 0.5, y: Double(origin.y + row) + 0.5)
                guard let point = picturePoint(at: screen) else { continue }
                let u = point.x - Double(area.x) - 0.5, v = point.y - Double(area.y) - 0.5
                guard u > -1, v > -1, u < Double(area.width), v < Double(area.height) else { continue }
                let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
                let fx = u - Double(x0), fy = v - Double(y0)
                let corners = (texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1))
                var pixel: UInt32 = 0
                for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                    func channel(_ value: UInt32) -> Double { Double((value >> shift) & 0xFF) }
                    let top = channel(corners.0) * (1 - fx) + channel(corners.1) * fx
                    let bottom = channel(corners.2) * (1 - fx) + channel(corners.3) * fx
                    pixel |= UInt32(min(max((top * (1 - fy) + bottom * fy).rounded(), 0), 255)) << shift
                }
                output[row * width + column] = pixel
            }
        }
        return output
    }
}
