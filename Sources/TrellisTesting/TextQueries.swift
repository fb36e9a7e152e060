@_spi(TrellisExtension) import TrellisCore

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

extension DisplayList {
    /// The graphics a user could see on a `screen` of that size: not faded out,
    /// not clipped away, and not a mask (a mask's pixels decide what shows but are not shown).
    func visibleGraphics(on screen: Rect) -> [Graphic] {
        graphics.filter { graphic in
            guard graphic.opacity > 0, graphic.frame.width > 0 || graphic.frame.height > 0 else { return false }
            guard !graphic.layers.contains(where: { $0.role == .mask || $0.opacity <= 0 }) else { return false }
            let visible = graphic.clip.flatMap { $0.overlap(screen) } ?? screen
            return graphic.frame.overlap(visible) != nil
        }
    }
}
