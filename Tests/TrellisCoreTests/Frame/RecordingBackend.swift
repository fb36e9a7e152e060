@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A backend with no renderer: it measures text by arithmetic and records each
/// display list it is asked to draw, so the core's frames can be tested headless.
@MainActor
final class RecordingBackend: RenderBackend {
    let textMeasurer: any TextMeasuring = FixedPitchTextMeasurer()
    let imageSizer: any ImageSizing = PlaceholderImageSizer()
    var background = RGBA(r: 255, g: 255, b: 255)
    /// Every list handed to `draw`, in order.
    private(set) var drawnLists: [DisplayList] = []
    /// For each draw, whether the whole target was repainted or only what changed.
    private(set) var repaintedWhole: [Bool] = []
    private var shown: DisplayList?
    private var invalidated = true

    var textureCounts: TextureCounts { TextureCounts() }
    var hasFailedGraphics: Bool { false }

    func invalidateAll() {
        invalidated = true
    }

    func draw(_ list: DisplayList) -> RenderReport {
        drawnLists.append(list)
        repaintedWhole.append(invalidated)
        // Damage, crudely: the graphics that differ from what is shown.
        let changed = invalidated ? list.graphics : list.graphics.filter { graphic in
            shown?.graphics.first { $0.id == graphic.id } != graphic
        }
        let removed = shown?.graphics.filter { old in !list.graphics.contains { $0.id == old.id } } ?? []
        invalidated = false
        shown = list
        let presented = !changed.isEmpty || !removed.isEmpty
        return RenderReport(presented: presented, graphicsDrawn: changed.count)
    }

    /// The strings of the text graphics of the last list drawn, in paint order.
    var texts: [String] {
        drawnLists.last?.graphics.compactMap { graphic in
            if case .text(let run) = graphic.content { return run.string }
            return nil
        } ?? []
    }

    /// The frame of the first graphic of the last list drawn that fills with `color`.
    func frame(ofFill color: RGBA) -> Rect? {
        drawnLists.last?.graphics.first { $0.content == .fill(color) }?.frame
    }

    /// The frame of the first text graphic of the last list drawn showing `string`.
    func frame(ofText string: String) -> Rect? {
        drawnLists.last?.graphics.first { graphic in
            if case .text(let run) = graphic.content { return run.string == string }
            return false
        }?.frame
    }
}
