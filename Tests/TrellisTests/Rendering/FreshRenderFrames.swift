import Testing
import Trellis
import TrellisTesting

/// Steps `host` `frames` times, expecting after each frame the screen that a
/// fresh render of the same display list would draw, and running `alsoCheck`
/// with the frame's number; stops at the first frame that differs, whose
/// number the failure names.
@MainActor
func expectEachFrameDrawsAsAFreshRender(_ host: ViewHost<some View>, frames: Int,
                                        alsoCheck: (Int) -> Void = { _ in },
                                        sourceLocation: SourceLocation = #_sourceLocation) {
    for frame in 0..<frames {
        host.step()
        alsoCheck(frame)
        let differing = host.pixelsDifferingFromFreshRender()
        #expect(differing == 0, "frame \(frame): \(differing) pixels differ from a fresh render", sourceLocation: sourceLocation)
        if differing != 0 { return }
    }
}
