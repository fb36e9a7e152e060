@_spi(TrellisExtension) import TrellisCore

/// What a `Canvas` draws with: fills and strokes paths, draws text, images and
/// symbols, under a transform, an opacity, a blend mode, clips and filters.
///
/// As in SwiftUI, the context is a value: a copy has state of its own (its
/// transform, clips, opacity …) but draws onto the same canvas. What it draws
/// is recorded as a `CanvasDrawing` and painted by the backend.
public struct GraphicsContext {
    /// Where the commands of one canvas (or one layer of it) go.
    final class Recorder {
        var commands: [CanvasCommand] = []
    }

    let recorder: Recorder
    var state = CanvasDrawState()
    /// What text and images are measured with; absent only in a context made without a layout.
    let measurement: CanvasMeasurement?
    /// The canvas's symbols, resolved, by tag.
    let symbols: [AnyHashable: ResolvedSymbol]

    /// The environment of the canvas: its colour scheme, font and foreground colour.
    public var environment: EnvironmentValues

    init(environment: EnvironmentValues, measurement: CanvasMeasurement?, symbols: [AnyHashable: ResolvedSymbol]) {
        self.recorder = Recorder()
        self.environment = environment
        self.measurement = measurement
        self.symbols = symbols
    }

    /// A context for a layer: it draws into a recorder of its own, in the same coordinates.
    func makeLayerContext() -> GraphicsContext {
        var inner = GraphicsContext(environment: environment, measurement: measurement, symbols: symbols)
        inner.state.transform = state.transform
        return inner
    }

    func record(_ operation: CanvasOperation) {
        recorder.commands.append(CanvasCommand(operation: operation, state: state))
    }

    // MARK: State

    /// Multiplies the alpha of everything drawn from now on; starts at 1.
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue.isFinite ? min(max(newValue, 0), 1) : 1 }
    }

    /// How what is drawn from now on combines with what is below.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// From this context's coordinates to the canvas's.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Moves the origin by `x` and `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales what is drawn from now on by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Turns what is drawn from now on by `angle` about the origin, clockwise on screen.
    public mutating func rotate(by angle: Angle) {
        concatenate(CGAffineTransform(rotationAngle: angle.radians))
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        state.transform = matrix.concatenating(state.transform)
    }

    /// Limits drawing from now on to the inside of `path` (the outside, with `.inverse`).
    public mutating func clip(to path: Path, options: ClipOptions = ClipOptions()) {
        state.clips.append(.path(path, state.transform, inverse: options.contains(.inverse)))
    }

    /// Limits drawing from now on to where `content` draws, scaled by `opacity`.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = makeLayerContext()
        try content(&inner)
        let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        state.clips.append(.layer(inner.recorder.commands, opacity: alpha, inverse: options.contains(.inverse)))
    }

    /// Applies `filter` to everything drawn from now on.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        switch filter.kind {
        case .shadow(let color, let radius, let x, let y):
            let rgba: RGBA = color.resolve(in: environment)
            func usable(_ value: CGFloat) -> Double { value.isFinite ? Double(value) : 0 }
            if !radius.isFinite || radius < 0 {
                Diagnostics.warnOnce("canvas-shadow-radius", "a Canvas shadow's radius \(radius) is not a length; drawing it sharp")
            }
            state.shadows.append(CanvasShadow(color: rgba, radius: max(usable(radius), 0), x: usable(x), y: usable(y)))
        }
    }

    /// Draws into a layer of its own, composited as one with this context's
    /// opacity, blend mode, clips and filters when `content` returns.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = makeLayerContext()
        try content(&inner)
        record(.layer(inner.recorder.commands))
    }

    // MARK: Paths

    /// Fills the inside of `path`, by the even-odd rule when `style` says so.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard let paint = shading.resolvePaint(in: environment) else { return }
        if case .color(let color) = paint {
            return record(.fill(path, color, evenOdd: style.isEOFilled))
        }
        record(.paint(path, StyledPaint(style: paint, isEOFilled: style.isEOFilled)))
    }

    /// Draws the outline of `path`, `lineWidth` points wide, centred on it.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        let width: Double = lineWidth.isFinite && lineWidth >= 0 ? Double(lineWidth) : 1
        if width != Double(lineWidth) {
            Diagnostics.warnOnce("canvas-line-width", "a Canvas stroke's line width \(lineWidth) is not a length; using 1")
        }
        stroke(path, with: shading, style: StrokeStyle(lineWidth: width))
    }

    /// Draws the outline of `path` with the width, ends, corners and dashes of `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard let paint = shading.resolvePaint(in: environment) else { return }
        let plain = StrokeStyle(lineWidth: style.lineWidth)
        if case .color(let color) = paint, style == plain {
            return record(.stroke(path, color, lineWidth: Double(style.lineWidth)))
        }
        record(.paint(path, StyledPaint(style: paint, stroke: style)))
    }
}
