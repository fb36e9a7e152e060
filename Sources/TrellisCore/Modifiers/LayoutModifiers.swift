/// Moves each displayable after layout.
struct OffsetModifier: WrappingModifier {
    let offset: Size
    func makeWrapper() -> OffsetLayout { OffsetLayout(offset: offset) }
    func configure(_ wrapper: OffsetLayout) { wrapper.offset = offset }
}

/// Lets each displayable take its ideal size on the chosen axes.
struct FixedSizeModifier: WrappingModifier {
    let horizontal: Bool
    let vertical: Bool
    func makeWrapper() -> FixedSizeLayout { FixedSizeLayout(horizontal: horizontal, vertical: vertical) }
    func configure(_ wrapper: FixedSizeLayout) {
        wrapper.horizontal = horizontal
        wrapper.vertical = vertical
        wrapper.setNeedsLayout()
    }
}

/// Makes each displayable more or less transparent.
struct OpacityModifier: WrappingModifier {
    let opacity: Double
    func makeWrapper() -> OpacityLayout { OpacityLayout(opacity: opacity) }
    func configure(_ wrapper: OpacityLayout) { wrapper.opacity = opacity }
}

/// Clips each displayable to its frame.
struct ClipModifier: WrappingModifier {
    let cornerRadius: Double
    func makeWrapper() -> ClipLayout { ClipLayout(cornerRadius: cornerRadius) }
    func configure(_ wrapper: ClipLayout) { wrapper.cornerRadius = cornerRadius }
}

/// Gives each displayable a priority in its stack.
struct PriorityModifier: WrappingModifier {
    let priority: Double
    func makeWrapper() -> PriorityLayout { PriorityLayout(priority: priority) }
    func configure(_ wrapper: PriorityLayout) {
        wrapper.explicitLayoutPriority = priority
        wrapper.parent?.setNeedsLayout()
    }
}

extension View {
    /// Draws this view moved by `x` and `y` points, leaving its place in the layout where it was.
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        ModifiedContent(content: self, modifier: OffsetModifier(offset: Size(width: LayoutInput.finite(x, "offset x"),
                                                                             height: LayoutInput.finite(y, "offset y"))))
    }

    /// Draws this view moved by `offset`.
    public func offset(_ offset: Size) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Gives this view its ideal size on both axes, whatever it is offered.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Gives this view its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        ModifiedContent(content: self, modifier: FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Draws this view with its alpha multiplied by `opacity` (0 to 1).
    public func opacity(_ opacity: Double) -> some View {
        ModifiedContent(content: self, modifier: OpacityModifier(opacity: min(max(LayoutInput.finite(opacity, "opacity", fallback: 1), 0), 1)))
    }

    /// Hides whatever this view draws outside its frame.
    public func clipped() -> some View {
        ModifiedContent(content: self, modifier: ClipModifier(cornerRadius: 0))
    }

    /// Clips this view to its frame, with corners rounded to `radius`.
    public func cornerRadius(_ radius: Double) -> some View {
        ModifiedContent(content: self, modifier: ClipModifier(cornerRadius: max(LayoutInput.finite(radius, "corner radius"), 0)))
    }

    /// Clips this view to `shape`. Rectangles clip exactly; rounded shapes round a
    /// background fill that covers the frame, and clip everything else to the frame.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        let radius: Double = switch shape {
        case let rounded as RoundedRectangle: rounded.cornerRadius
        case is Capsule, is Circle: .greatestFiniteMagnitude
        default: 0
        }
        return ModifiedContent(content: self, modifier: ClipModifier(cornerRadius: radius))
    }

    /// Raises or lowers this view's claim on space in its stack; higher goes first.
    public func layoutPriority(_ priority: Double) -> some View {
        ModifiedContent(content: self, modifier: PriorityModifier(priority: LayoutInput.finite(priority, "layout priority")))
    }
}
