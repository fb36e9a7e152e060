import CCairo
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Paints Cairo's current path with a `StyledPaint`: a colour or a gradient,
/// filled or stroked with a stroke style.
@MainActor
enum StylePainter {
    /// Fills or strokes the current path with `styled`; gradients spread over a frame of `frameSize`
    /// whose top-left corner is Cairo's origin.
    static func paint(_ styled: StyledPaint, frameSize: Size, in cairo: OpaquePointer) {
        setSource(styled.style, frameSize: frameSize, in: cairo)
        if let stroke = styled.stroke?.sanitized {
            apply(stroke, in: cairo)
            cairo_stroke(cairo)
        } else {
            cairo_set_fill_rule(cairo, styled.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
    }

    /// Makes `style` Cairo's source.
    static func setSource(_ style: ResolvedShapeStyle, frameSize: Size, in cairo: OpaquePointer) {
        switch style {
        case .color(let color):
            CairoRaster.setSource(color, in: cairo)
        case .gradient(let gradient):
            guard gradient.stops.count > 1 else {
                // One stop paints its colour, none paints nothing.
                return CairoRaster.setSource(gradient.stops.first?.color ?? RGBA(r: 0, g: 0, b: 0, a: 0), in: cairo)
            }
            if case .angular = gradient.geometry {
                return setAngularSource(gradient, frameSize: frameSize, in: cairo)
            }
            guard let pattern = pattern(for: gradient, frameSize: frameSize) else { return }
            defer { cairo_pattern_destroy(pattern) }
            cairo_set_source(cairo, pattern)
        }
    }

    /// Applies the width, ends, corners and dashes of `stroke`.
    static func apply(_ stroke: StrokeStyle, in cairo: OpaquePointer) {
        cairo_set_line_width(cairo, Double(stroke.lineWidth))
        let cap: cairo_line_cap_t = switch stroke.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch stroke.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, Double(stroke.miterLimit))
        let dashes = stroke.dash.map { Double($0) }
        dashes.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), Double(stroke.dashPhase)) }
    }

    /// A linear, radial or elliptical pattern, padded with its end colours beyond its ends.
    private static func pattern(for gradient: ResolvedGradient, frameSize: Size) -> OpaquePointer? {
        let w = frameSize.width, h = frameSize.height
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(start.x * w, start.y * h, end.x * w, end.y * h)
        case .radial(let center, let startRadius, let endRadius):
            pattern = cairo_pattern_create_radial(center.x * w, center.y * h, startRadius, center.x * w, center.y * h, endRadius)
        case .elliptical(let center, let startFraction, let endFraction):
            // Circles in a unit square, stretched to the frame: ellipses shaped like it.
            pattern = cairo_pattern_create_radial(center.x, center.y, startFraction, center.x, center.y, endFraction)
            if let pattern, w > 0, h > 0 {
                var matrix = cairo_matrix_t()
                cairo_matrix_init_scale(&matrix, 1 / w, 1 / h)
                cairo_pattern_set_matrix(pattern, &matrix)
            }
        case .angular:
            pattern = nil
        }
        guard let pattern else { return nil }
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, Double(c.r) / 255, Double(c.g) / 255,
                                              Double(c.b) / 255, Double(c.a) / 255)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// Cairo has no conic gradient, so the colours are worked out pixel by
    /// pixel over the area being painted and used as an image source.
    private static func setAngularSource(_ gradient: ResolvedGradient, frameSize: Size, in cairo: OpaquePointer) {
        guard case .angular(let center, let startAngle, let endAngle) = gradient.geometry else { return }
        // Cover the current path's extent (a stroke may reach outside the frame), in device pixels.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
        var fx1 = 0.0, fy1 = 0.0, fx2 = 0.0, fy2 = 0.0
        cairo_fill_extents(cairo, &fx1, &fy1, &fx2, &fy2)
        let left = floor(min(x1, fx1, 0)), top = floor(min(y1, fy1, 0))
        let right = ceil(max(x2, fx2, frameSize.width)), bottom = ceil(max(y2, fy2, frameSize.height))
        let width = Int32(clamping: Int(min(max(right - left, 1), 16_384)))
        let height = Int32(clamping: Int(min(max(bottom - top, 1), 16_384)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return }
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let cx = center.x * frameSize.width, cy = center.y * frameSize.height
        let sweep = endAngle - startAngle
        let turn = 2 * Double.pi
        for row in 0..<Int(height) {
            let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            let dy = top + Double(row) + 0.5 - cy
            for column in 0..<Int(width) {
                let dx = left + Double(column) + 0.5 - cx
                // atan2 grows clockwise on a screen whose y axis points down, as SwiftUI's angles do.
                var along = (atan2(dy, dx) - startAngle).truncatingRemainder(dividingBy: turn)
                if along < 0 { along += turn }
                let location: Double
                if along <= abs(sweep) || abs(sweep) >= turn {
                    location = along / abs(sweep)
                } else {
                    // Outside the sweep the nearer end's colour holds.
                    location = along - abs(sweep) < (turn - abs(sweep)) / 2 ? 1 : 0
                }
                pixels[column] = premultiplied(gradient.color(at: sweep < 0 ? 1 - location : location))
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_set_source_surface(cairo, surface, left, top)
    }

    private static func premultiplied(_ c: RGBA) -> UInt32 {
        let a = UInt32(c.a)
        func channel(_ value: UInt8) -> UInt32 { (UInt32(value) * a + 127) / 255 }
        return a << 24 | channel(c.r) << 16 | channel(c.g) << 8 | channel(c.b)
    }
}
