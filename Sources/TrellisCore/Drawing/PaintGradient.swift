extension GraphicContent {
    /// The gradient this content is painted with, if any: a shape's or a text's.
    ///
    /// The animator interpolates it stop by stop, as it does a paint colour.
    package var paintGradient: ResolvedGradient? {
        switch self {
        case .shape(_, .styled(let styled)): if case .gradient(let gradient) = styled.style { gradient } else { nil }
        case .text(let run): run.gradient
        default: nil
        }
    }

    /// This content painted with `gradient` instead; content without a gradient is unchanged.
    package func withPaintGradient(_ gradient: ResolvedGradient) -> GraphicContent {
        switch self {
        case .shape(let path, .styled(var styled)):
            guard case .gradient = styled.style else { return self }
            styled.style = .gradient(gradient)
            return .shape(path, .styled(styled))
        case .text(var run):
            guard run.gradient != nil else { return self }
            run.gradient = gradient
            return .text(run)
        default:
            return self
        }
    }
}
