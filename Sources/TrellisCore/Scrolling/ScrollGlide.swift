/// A scroll view's content offset moving to a target over time, as
/// `withAnimation { proxy.scrollTo(id) }` scrolls in SwiftUI.
///
/// The offset itself moves, not the pictures of the rows, so a lazy stack
/// builds the rows it passes and the indicators follow.
struct ScrollGlide {
    let from: Point
    let to: Point
    let animation: Animation
    /// Seconds per frame of the clock it runs on.
    let frameStep: Double
    /// What to settle on exactly at the end, once the rows passed have been measured.
    let target: ScrollTargetRequest
    /// The frame before the first one that moves; set by the first tick.
    private var startFrame: Int?

    init(from: Point, to: Point, animation: Animation, frameStep: Double, target: ScrollTargetRequest) {
        self.from = from
        self.to = to
        self.animation = animation
        self.frameStep = frameStep
        self.target = target
    }

    /// The offset at `frame`, and whether the glide has arrived.
    mutating func offset(at frame: Int) -> (offset: Point, isFinished: Bool) {
        let start = startFrame ?? (frame - 1)
        startFrame = start
        let (fraction, finished) = animation.progress(at: Double(frame - start) * frameStep)
        if finished { return (to, true) }
        return (Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction), false)
    }
}
