/// What a `Canvas` drew, as a list of commands the backend replays.
///
/// The core never rasterises: a canvas's renderer records into this value,
/// and the backend paints it into the graphic's texture. Two recordings that
/// are equal draw the same pixels, so an unchanged recording is not painted again.
public struct CanvasDrawing: Hashable, Sendable {
    /// The commands, back to front.
    package var commands: [CanvasCommand]
    /// Pixels per point: 1, or the screen's factor on HiDPI screens.
    package var scale: Double = 1

    package init(commands: [CanvasCommand]) {
        self.commands = commands
    }

    /// How many commands the drawing holds, counting those inside layers.
    package var commandCount: Int {
        commands.reduce(0) { total, command in
            if case .layer(let inner) = command.operation { return total + 1 + CanvasDrawing(commands: inner).commandCount }
            return total + 1
        }
    }
}

/// One recorded drawing operation and the context state it was made in.
package struct CanvasCommand: Hashable, Sendable {
    package var operation: CanvasOperation
    package var state: CanvasDrawState

    /// `operation`, drawn with `state`.
    package init(operation: CanvasOperation, state: CanvasDrawState) {
        self.operation = operation
        self.state = state
    }
}

/// What a command draws; coordinates are the context's, before its transform.
package enum CanvasOperation: Hashable, Sendable {
    /// The inside of a path, in a colour.
    case fill(Path, RGBA, evenOdd: Bool)
    /// A path's outline, `lineWidth` points wide.
    case stroke(Path, RGBA, lineWidth: Double)
    /// A path filled or stroked with a gradient or a stroke style; the paint's
    /// points are the context's own (a frame of one point).
    case paint(Path, StyledPaint)
    /// Text laid out at `origin` (its top-left corner), cut to `clip` when set.
    case text(TextRun, origin: CGPoint, clip: CGRect?)
    /// A picture stretched over a rectangle.
    case image(ImageReference, CGRect)
    /// A symbol's graphics, laid out with their top-left corner at `origin`.
    case graphics([Graphic], origin: CGPoint)
    /// Commands drawn into a layer of their own, which is then composited as one.
    case layer([CanvasCommand])
}

/// The part of a context's state that changes how a command lands on the canvas.
package struct CanvasDrawState: Hashable, Sendable {
    /// From the context's coordinates to the canvas's, in points.
    package var transform: CGAffineTransform = .identity
    /// Multiplies the alpha of what is drawn.
    package var opacity: Double = 1
    /// How what is drawn combines with what is below.
    package var blendMode: CanvasBlendMode = .normal
    /// Every clip in force, outermost first.
    package var clips: [CanvasClip] = []
    /// Shadows cast by what is drawn, from `addFilter(.shadow(…))`.
    package var shadows: [CanvasShadow] = []

    /// No transform, clip or shadow; opaque, blending normally.
    package init() {}

    /// Whether the command must be drawn apart and then composited.
    package var needsLayer: Bool {
        opacity < 1 || !shadows.isEmpty || clips.contains { if case .layer = $0 { true } else { false } }
    }
}

/// A clip: a path, or the alpha of drawn content.
package enum CanvasClip: Hashable, Sendable {
    /// The inside (or, inverted, the outside) of a path under a transform.
    case path(Path, CGAffineTransform, inverse: Bool)
    /// Where commands drew, their alpha scaled by `opacity`.
    case layer([CanvasCommand], opacity: Double, inverse: Bool)
}

/// A shadow cast by drawn content.
package struct CanvasShadow: Hashable, Sendable {
    package var color: RGBA
    package var radius: Double
    package var x: Double
    package var y: Double

    /// A shadow of `color`, blurred by `radius`, offset by `x` and `y`.
    package init(color: RGBA, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
