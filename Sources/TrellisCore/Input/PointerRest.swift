/// Watches for the pointer coming to rest, to show the tooltip (`.help`) of
/// what it rests on; time is counted in frames of the fixed clock.
@MainActor
struct PointerRest {
    /// Half a second at 60 frames a second.
    static let framesToRest = 30
    private var location: Point?
    private var since = 0
    /// Set once the resting pointer has been looked at, so it is looked at once.
    private var isSettled = true
    private weak var shown: HelpAreaLayout?

    /// Whether frames must keep coming until the pointer counts as resting.
    var isWaiting: Bool { location != nil && !isSettled }

    /// The pointer moved to `point` (`nil`: it left the window) at `frame`;
    /// frames are counted only while it is over something with help.
    mutating func moved(to point: Point?, frame: Int, root: LayoutNode) {
        guard point != location else { return }
        location = point
        since = frame
        isSettled = point.map { InnermostLayout.find(HelpAreaLayout.self, at: $0, in: root) == nil } ?? true
        hide()
    }

    /// A click or key: any tooltip goes, and none comes back until the pointer moves.
    mutating func interrupt() {
        isSettled = true
        hide()
    }

    private mutating func hide() {
        shown?.onRest(nil)
        shown = nil
    }

    /// Shows the tooltip of what the pointer rests on, once it has rested long enough.
    mutating func tick(frame: Int, root: LayoutNode) {
        guard let location, !isSettled, frame - since >= Self.framesToRest else { return }
        isSettled = true
        let scope = (root as? WindowLayout)?.presentations.inputOwner ?? root
        guard let area = InnermostLayout.find(HelpAreaLayout.self, at: location, in: scope) else { return }
        shown = area
        area.onRest(location)
    }
}
