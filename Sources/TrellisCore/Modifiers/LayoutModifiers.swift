/// Moves each displayable after layout.
@usableFromInline
struct OffsetModifier: WrappingModifier {
    let offset: Size

    /// Moved by `x` and `y`, with numbers that are not ones reported and taken as 0.
    @usableFromInline
    static func checked(x: CGFloat, y: CGFloat) -> OffsetModifier {
        OffsetModifier(offset: Size(width: LayoutInput.finite(x, "offset x"), height: LayoutInput.finite(y, "offset y")))
    }
    package func makeWrapper() -> OffsetLayout { OffsetLayout(offset: offset) }
    package func configure(_ wrapper: OffsetLayout) { wrapper.offset = offset }
}

/// Lets each displayable take its ideal size on the chosen axes.
@usableFromInline
struct FixedSizeModifier: WrappingModifier {
    let horizontal: Bool
    let vertical: Bool

    @usableFromInline
    init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    package func makeWrapper() -> FixedSizeLayout { FixedSizeLayout(horizontal: horizontal, vertical: vertical) }
    package func configure(_ wrapper: FixedSizeLayout) {
        wrapper.horizontal = horizontal
        wrapper.vertical = vertical
        wrapper.setNeedsLayout()
    }
}

/// Makes each displayable more or less transparent.
@usableFromInline
struct OpacityModifier: WrappingModifier {
    let opacity: Double
    package func makeWrapper() -> OpacityLayout { OpacityLayout(opacity: opacity) }
    package func configure(_ wrapper: OpacityLayout) { wrapper.opacity = opacity }

    /// `opacity` kept within 0 to 1, with a number that is not one reported and taken as 1.
    @usableFromInline
    static func clamped(_ opacity: Double) -> OpacityModifier {
        OpacityModifier(opacity: min(max(LayoutInput.finite(opacity, "opacity", fallback: 1), 0), 1))
    }
}

/// Clips each displayable to its frame, or to a shape within it.
@usableFromInline
struct ClipModifier: WrappingModifier {
    let shape: (any Shape)?

    /// Clips to the frame, with corners rounded to `radius` (a number that is not one reported and taken as 0).
    @usableFromInline
    static func rounded(_ radius: CGFloat) -> ClipModifier {
        let radius = max(LayoutInput.finite(radius, "corner radius"), 0)
        return ClipModifier(shape: radius > 0 ? RoundedRectangle(cornerRadius: radius) : nil)
    }

    /// Clips to the frame.
    @usableFromInline
    static var frame: ClipModifier { ClipModifier(shape: nil) }

    package func makeWrapper() -> ClipLayout { ClipLayout(shape: shape) }
    package func configure(_ wrapper: ClipLayout) { wrapper.shape = shape }

    /// Same type and stored values, compared without calling into the shape.
    /// Describing the shape instead (`String(reflecting:)`) cost ~70,000
    /// instructions a modifier, paid by every `cornerRadius` a body makes.
    @usableFromInline
    nonisolated static func == (lhs: ClipModifier, rhs: ClipModifier) -> Bool {
        // Modifiers are only compared while updating nodes, on the main actor.
        MainActor.assumeIsolated { sameShape(lhs.shape, rhs.shape) }
    }

    static func sameShape(_ lhs: (any Shape)?, _ rhs: (any Shape)?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs?, rhs?): ValueEquality.areEqual(lhs, rhs)
        default: false
        }
    }
}

/// Gives each displayable a priority in its stack.
@usableFromInline
struct PriorityModifier: WrappingModifier {
    let priority: Double

    /// `priority`, with a number that is not one reported and taken as 0.
    @usableFromInline
    static func checked(_ priority: Double) -> PriorityModifier {
        PriorityModifier(priority: LayoutInput.finite(priority, "layout priority"))
    }
    package func makeWrapper() -> PriorityLayout { PriorityLayout(priority: priority) }
    package func configure(_ wrapper: PriorityLayout) {
        wrapper.explicitLayoutPriority = priority
        wrapper.parent?.setNeedsLayout()
    }
}

extension View {
    /// Draws this view moved by `x` and `y` points, leaving its place in the layout where it was.
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedContent(content: self, modifier: OffsetModifier.checked(x: x, y: y))
    }

    /// Draws this view moved by `offset`.
    @inlinable
    public func offset(_ offset: Size) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Gives this view its ideal size on both axes, whatever it is offered.
    @inlinable
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Gives this view its ideal size on the chosen axes.
    @inlinable
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        ModifiedContent(content: self, modifier: FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Draws this view with its alpha multiplied by `opacity` (0 to 1).
    @inlinable
    public func opacity(_ opacity: Double) -> some View {
        ModifiedContent(content: self, modifier: OpacityModifier.clamped(opacity))
    }

    /// Hides whatever this view draws outside its frame.
    @inlinable
    public func clipped() -> some View {
        ModifiedContent(content: self, modifier: ClipModifier.frame)
    }

    /// Clips this view to its frame, with corners rounded to `radius`.
    @inlinable
    public func cornerRadius(_ radius: CGFloat) -> some View {
        ModifiedContent(content: self, modifier: ClipModifier.rounded(radius))
    }

    /// Clips this view to `shape`, fitted to its frame. Fills, shapes and
    /// pictures follow the outline exactly; text is clipped to the frame.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        ModifiedContent(content: self, modifier: ClipModifier(shape: shape is Rectangle ? nil : shape))
    }

    /// Raises or lowers this view's claim on space in its stack; higher goes first.
    @inlinable
    public func layoutPriority(_ priority: Double) -> some View {
        ModifiedContent(content: self, modifier: PriorityModifier.checked(priority))
    }
}
