import CSDL2
@_spi(TrellisExtension) import TrellisCore

extension Canvas {
    /// With an atlas, draws the frame's changed texts into it before anything
    /// is drawn. Writing into a page that a copy still waiting in the batch reads
    /// makes SDL (and llvmpipe) carry out the batch first: drawing texts one by
    /// one between copies cost 92 ms of render a frame for 1,000 changed labels,
    /// writing them all first 14. Shapes and symbols, which change one or two at a time,
    /// are still drawn where they come. Without an atlas every text has its own
    /// texture, nothing waits on it, and nothing is done here.
    func rasteriseTextsAhead(of list: DisplayList, regions: [SDL_Rect], bounds: [DrawnBounds.Entry]) {
        guard textures.packsSmallGraphics, !regions.isEmpty else { return }
        if list.changes.everything {
            for index in list.graphics.indices { rasteriseAhead(list.graphics[index], bounds: bounds, index: index, regions: regions) }
        } else {
            // Only a changed text needs new pixels; the rest kept theirs, and
            // walking all 10,000 graphics of a list for one change is what frames must not do.
            for index in list.changes.touched.values where index < list.graphics.count {
                rasteriseAhead(list.graphics[index], bounds: bounds, index: index, regions: regions)
            }
        }
    }

    private func rasteriseAhead(_ graphic: Graphic, bounds: [DrawnBounds.Entry], index: Int, regions: [SDL_Rect]) {
        // The texts `draw(_:target:)` gives a texture keyed as below; the
        // rest (masked, with effects, in tiles) are keyed otherwise.
        guard case .text(let run) = graphic.content, graphic.opacity > 0, graphic.mask == nil,
              graphic.effects.isEmpty, index < bounds.count, !drawsInTiles(graphic) else { return }
        let rect = bounds[index].rect
        var shown = false
        for region in regions where !PixelGeometry.isEmpty(PixelGeometry.intersection(region, rect)) {
            shown = true
            break
        }
        guard shown else { return }
        _ = textures.texture(for: graphic.id, version: graphic.version, paint: run.color) {
            textTexture(for: run, reusing: $0)
        }
    }
}
