import Trellis
import TrellisTesting

extension ViewHost {
    /// One step of a seeded walk of edits and scrolls, as the property tests
    /// of incremental drawing take them: a wheel turn of `scroll` points when
    /// there is one (which draws a frame), else `change`, made in a short
    /// animation when `animated`.
    func walk(scrollingBy scroll: Double?, orMaking change: () -> Void, animated: Bool) {
        if let scroll {
            self.scroll(dx: 0, dy: scroll, x: 100, y: 100)
        } else if animated {
            withAnimation(.linear(duration: 0.1)) { change() }
        } else {
            change()
        }
    }
}
