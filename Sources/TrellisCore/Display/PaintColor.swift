extension GraphicContent {
    /// The one colour this content is painted in: a fill or border colour, a
    /// text's colour, a shape's paint or a symbol's tint. `nil` for pictures
    /// from files, which keep their own colours.
    ///
    /// The animator interpolates it, and the renderer draws a texture again
    /// when it changes, so every kind of content fades between colours alike.
    package var paintColor: RGBA? {
        switch self {
        case .fill(let color), .border(let color, _): color
        case .text(let run): run.color
        case .shape(_, .styled(let styled)): if case .color(let color) = styled.style { color } else { nil }
        case .shape(_, let paint): paint.color
        case .image(let reference):
            if case .symbol = reference.source { reference.tint } else { nil }
        case .drawing: nil
        }
    }

    /// This content painted in `color` instead; content without a paint colour is unchanged.
    package func withPaintColor(_ color: RGBA) -> GraphicContent {
        switch self {
        case .fill: return .fill(color)
        case .border(_, let width): return .border(color, width: width)
        case .text(var run):
            run.color = color
            return .text(run)
        case .shape(let path, .fill): return .shape(path, .fill(color))
        case .shape(let path, .stroke(_, let lineWidth)): return .shape(path, .stroke(color, lineWidth: lineWidth))
        case .shape(let path, .styled(var styled)):
            guard case .color = styled.style else { return self }
            styled.style = .color(color)
            return .shape(path, .styled(styled))
        case .image(var reference):
            guard case .symbol = reference.source else { return self }
            reference.tint = color
            return .image(reference)
        case .drawing: return self
        }
    }
}

extension ShapePaint {
    /// The colour of the fill or the stroke.
    package var color: RGBA {
        switch self {
        case .fill(let color), .stroke(let color, _): color
        case .styled(let styled): styled.style.representativeColor
        }
    }
}

extension RGBA {
    /// The colour `fraction` of the way from this one to `other`, channel by
    /// channel (a spring's overshoot is clamped to the channel's range).
    package func mixed(with other: RGBA, _ fraction: Double) -> RGBA {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let value = Double(a) + (Double(b) - Double(a)) * fraction
            return UInt8(min(max(value.rounded(), 0), 255))
        }
        return RGBA(r: channel(r, other.r), g: channel(g, other.g), b: channel(b, other.b), a: channel(a, other.a))
    }
}
