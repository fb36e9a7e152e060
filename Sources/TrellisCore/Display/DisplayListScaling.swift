extension DisplayList {
    /// The same graphics drawn `factor` times larger: frames, clips, masks,
    /// rotation centres, type sizes and outlines all scale, so text and shapes
    /// are rasterised sharp at the new size rather than stretched, and turned
    /// graphics turn about the same point of the content. Used for HiDPI screens.
    public func scaled(by factor: Double) -> DisplayList {
        guard factor != 1, factor.isFinite, factor > 0 else { return self }
        var scaled = DisplayList()
        scaled.changes = changes
        // One graphic for one: splices and indices hold for the scaled list too.
        scaled.identity = identity
        scaled.copyStamps(from: self)
        scaled.reserveCapacity(graphics.count)
        for var graphic in graphics {
            graphic.frame = graphic.frame.scaled(by: factor)
            graphic.clip = graphic.clip?.scaled(by: factor)
            graphic.mask = graphic.mask?.scaled(by: factor)
            graphic.effects = graphic.effects.map { $0.scaled(by: factor) }
            if !graphic.layers.isEmpty { graphic.layers = graphic.layers.map { $0.scaled(by: factor) } }
            graphic.rotationCenter = Point(x: graphic.rotationCenter.x * factor, y: graphic.rotationCenter.y * factor)
            switch graphic.content {
            case .text(var run):
                run.font.size *= factor
                run.font.tracking *= factor
                run.baselineOffset *= factor
                graphic.content = .text(run)
            case let .border(color, width):
                graphic.content = .border(color, width: width * factor)
            case let .shape(path, paint):
                let scaledPaint: ShapePaint = switch paint {
                case .fill: paint
                case let .stroke(color, lineWidth): .stroke(color, lineWidth: lineWidth * factor)
                case let .styled(styled): .styled(styled.scaled(by: factor))
                }
                graphic.content = .shape(path.scaled(by: factor), scaledPaint)
            case .image(var reference):
                reference.symbolSize *= factor
                graphic.content = .image(reference)
            case .drawing(var drawing):
                drawing.scale *= factor
                graphic.content = .drawing(drawing)
            case .fill:
                break
            }
            scaled.append(graphic)
        }
        return scaled
    }
}

extension Rect {
    /// Every coordinate multiplied by `factor`.
    public func scaled(by factor: Double) -> Rect {
        Rect(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
    }
}

extension Path {
    /// Every point multiplied by `factor`.
    public func scaled(by factor: Double) -> Path {
        scaled(x: factor, y: factor)
    }

    /// Every point's x multiplied by `x` and y by `y`.
    public func scaled(x: Double, y: Double) -> Path {
        applying(CGAffineTransform(scaleX: x, y: y))
    }
}
