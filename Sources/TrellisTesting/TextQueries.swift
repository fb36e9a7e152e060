import TrellisCore

/// What tests read off a frame's graphics, shared by `ViewHost` and `AppWindow`
/// so both hosts answer `texts` and `frame(ofText:)` the same way.
extension Array where Element == Graphic {
    /// The strings of the text graphics, in paint order.
    var shownTexts: [String] {
        compactMap {
            if case .text(let run) = $0.content { return run.string }
            return nil
        }
    }

    /// The rectangle of the first graphic showing exactly `text`.
    func frame(ofText text: String) -> Rect? {
        first {
            if case .text(let run) = $0.content { return run.string == text }
            return false
        }?.frame
    }
}
