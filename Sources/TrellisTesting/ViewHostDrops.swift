import Foundation
@_spi(TrellisExtension) import TrellisCore

extension ViewHost {
    /// Drops files from another program at a point, as the SDL backend reports
    /// it (begin, the files, completion), with a frame after each step so
    /// `isTargeted` can be seen turning on and off.
    public func dropFiles(_ urls: [URL], at point: Point) {
        drop(.files(urls), at: point)
    }

    /// Drops text from another program at a point, as `dropFiles` does.
    public func dropText(_ text: String, at point: Point) {
        drop(.text(text), at: point)
    }

    private func drop(_ payload: DropPayload, at point: Point) {
        send(.dropBegin(at: point))
        step()
        send(.drop(payload, at: point))
        send(.dropComplete)
        step()
    }

    /// Presses at `start` and moves to `end` in `steps` parts, a frame after
    /// each, without letting go: for looking at a drag in the middle. `drag(from:to:)`
    /// is this followed by a release.
    public func press(at start: Point, thenMoveTo end: Point, steps: Int = 4) {
        send(.pointerDown(start))
        let parts = max(steps, 1)
        for part in 1...parts {
            let fraction = Double(part) / Double(parts)
            send(.pointerMove(Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)))
            step()
        }
    }

    /// Lets go of the pointer at `point`, then one frame.
    public func release(at point: Point) {
        send(.pointerUp(point))
        step()
    }
}
