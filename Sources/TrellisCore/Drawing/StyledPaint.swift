/// A shape's paint beyond one plain colour: a gradient, a stroke style, the even-odd rule.
public struct StyledPaint: Hashable, Sendable {
    /// What the fill or the line is painted with.
    public var style: ResolvedShapeStyle
    /// How the outline is stroked; `nil` fills the inside.
    public var stroke: StrokeStyle?
    /// Whether a fill decides the inside by the even-odd rule.
    public var isEOFilled: Bool

    /// Makes a paint.
    public init(style: ResolvedShapeStyle, stroke: StrokeStyle? = nil, isEOFilled: Bool = false) {
        self.style = style
        self.stroke = stroke
        self.isEOFilled = isEOFilled
    }
}

extension ShapePaint {
    /// How far the paint reaches outside the outline: half the line width of a stroke, for miters more.
    package var outsideReach: Double {
        switch self {
        case .fill: return 0
        case .stroke(_, let lineWidth): return lineWidth.isFinite ? max(lineWidth, 0) / 2 : 0
        case .styled(let styled):
            guard let stroke = styled.stroke?.sanitized else { return 0 }
            let half = Double(stroke.lineWidth) / 2
            // A miter corner may poke out to the miter limit (sharper than 29° is rare, and cut
            // at four half-widths); square caps reach √2 × half.
            switch stroke.lineJoin {
            case .miter: return half * min(Double(stroke.miterLimit), 4)
            case .round, .bevel: return half * (stroke.lineCap == .square ? 1.5 : 1)
            }
        }
    }

    /// Whether this paint covers what is behind it anywhere, for hit testing.
    package var isVisibleFill: Bool {
        switch self {
        case .fill(let color): color.a > 0
        case .stroke: false
        case .styled(let styled): styled.stroke == nil
        }
    }
}

extension StyledPaint {
    /// This paint for a display list scaled by `factor` (HiDPI): line widths,
    /// dashes and radii in points grow with it; fractions of the frame do not.
    package func scaled(by factor: Double) -> StyledPaint {
        var scaled = self
        if var stroke {
            stroke.lineWidth *= factor
            stroke.dash = stroke.dash.map { $0 * factor }
            stroke.dashPhase *= factor
            scaled.stroke = stroke
        }
        if case .gradient(var gradient) = style, case let .radial(center, startRadius, endRadius) = gradient.geometry {
            gradient.geometry = .radial(center: center, startRadius: startRadius * factor, endRadius: endRadius * factor)
            scaled.style = .gradient(gradient)
        }
        return scaled
    }
}
