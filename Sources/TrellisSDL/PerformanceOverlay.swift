import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Flutter's performance overlay for a Trellis window: a panel in the top
/// right corner with a bar per recent frame, split by phase (one colour per
/// phase), the 16.7 ms line, missed frames in red, a strip of bodies per
/// frame, and the last frame's time, bodies and texture memory.
///
/// It is drawn onto the renderer after the window's content and before the
/// frame is presented, over its own opaque rectangle only: the canvas's
/// damage tracking is left alone, and the window presents that rectangle with
/// the regions the frame repainted. Its frames come from a `FrameHistory`
/// watching the window's frames.
@MainActor
package final class PerformanceOverlay {
    /// The frames the overlay draws.
    package let history: FrameHistory
    private let fonts = FontCache(limit: 2)
    /// The panel's size in points, and its distance from the window's corner.
    static let width = 264.0, height = 128.0, margin = 8.0
    /// Milliseconds the graph's height stands for: two ticks at 60 Hz.
    static let graphMilliseconds = 1000.0 / 30

    /// An overlay drawing `history` (by default, a new one the caller adds as a frame observer).
    package init(history: FrameHistory = FrameHistory()) {
        self.history = history
    }

    /// Where the panel goes on a target of `targetWidth` pixels at `scale` pixels per point.
    package static func panel(targetWidth: Int32, scale: Double) -> SDL_Rect {
        let width = Int32(width * scale), height = Int32(height * scale), margin = Int32(margin * scale)
        return SDL_Rect(x: max(targetWidth - width - margin, 0), y: margin, w: width, h: height)
    }

    /// Draws the panel on `renderer`, whose output is `targetWidth` pixels wide,
    /// and returns the rectangle it covered, for the window to present.
    @discardableResult
    package func draw(on renderer: OpaquePointer, targetWidth: Int32, scale: Double) -> SDL_Rect {
        let panel = Self.panel(targetWidth: targetWidth, scale: scale)
        // The canvas leaves its last clip set; the panel lies outside any of them.
        var savedClip = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &savedClip)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        var painter = OverlayPainter(renderer: renderer, origin: panel, scale: scale)
        painter.fill(x: 0, y: 0, width: Self.width, height: Self.height, OverlayColors.background)
        drawGraph(&painter)
        drawCaption(&painter)
        if clipped { SDL_RenderSetClipRect(renderer, &savedClip) }
        return panel
    }

    /// The bars: one per frame, its phases stacked from the bottom, over the 16.7 ms line.
    private func drawGraph(_ painter: inout OverlayPainter) {
        let left = 8.0, top = 24.0, graphHeight = 60.0, graphWidth = Self.width - 16
        let perMillisecond = graphHeight / Self.graphMilliseconds
        let barWidth = max((graphWidth / Double(history.capacity)).rounded(.down), 1)
        painter.fill(x: left, y: top, width: graphWidth, height: graphHeight, OverlayColors.graph)
        let bottom = top + graphHeight
        let samples = history.samples
        let mostBodies = max(samples.map(\.bodies).max() ?? 0, 1)
        for (index, sample) in samples.enumerated() {
            let x = left + graphWidth - Double(samples.count - index) * barWidth
            if sample.missed { painter.fill(x: x, y: top, width: barWidth, height: graphHeight, OverlayColors.missedColumn) }
            var y = bottom
            for phase in FramePhase.allCases where phase != .idle {
                let height = min(sample.timings[phase] * 1000 * perMillisecond, y - top)
                guard height > 0 else { continue }
                y -= height
                painter.fill(x: x, y: y, width: barWidth, height: height, OverlayColors.phase(phase))
            }
            if sample.missed { painter.fill(x: x, y: top, width: barWidth, height: 3, OverlayColors.missed) }
            // Bodies per frame, in a strip of their own under the bars.
            let bodies = 12 * Double(sample.bodies) / Double(mostBodies)
            painter.fill(x: x, y: bottom + 16 - bodies, width: barWidth, height: bodies, OverlayColors.bodies)
        }
        let budget = bottom - 1000.0 / 60 * perMillisecond
        painter.fill(x: left, y: budget, width: graphWidth, height: 1, OverlayColors.budgetLine)
        painter.text("16.7 ms", x: left + 2, y: budget - 12, size: 9, OverlayColors.budgetLine, fonts: fonts)
    }

    /// The last frame's figures above the graph, and the phases' colours below it.
    private func drawCaption(_ painter: inout OverlayPainter) {
        let last = history.samples.last
        let missed = history.samples.filter(\.missed).count
        let milliseconds = (last?.timings.total ?? 0) * 1000
        let megabytes = Double(last?.textureBytes ?? 0) / 1_048_576
        let caption = String(format: "%.1f ms  %d bodies  %.1f MB tex  %d missed", milliseconds, last?.bodies ?? 0, megabytes, missed)
        painter.text(caption, x: 8, y: 5, size: 11, OverlayColors.text, fonts: fonts)
        // The legend, in two rows: seven names do not fit in one.
        for (index, phase) in FramePhase.allCases.filter({ $0 != .idle }).enumerated() {
            let x = 8 + Double(index % 4) * 62, y = 104 + Double(index / 4) * 12
            painter.fill(x: x, y: y + 3, width: 6, height: 6, OverlayColors.phase(phase))
            painter.text(String(describing: phase), x: x + 9, y: y, size: 9, OverlayColors.text, fonts: fonts)
        }
    }
}
