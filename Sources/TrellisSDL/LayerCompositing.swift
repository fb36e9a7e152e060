import CCairo
import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Offscreen layers: a run of graphics is drawn into a picture of its own,
/// masked and faded there, then put on the target over, blended with, or
/// turned in 3D above what is behind it.
///
/// Only the part of the picture inside the region being repainted is made,
/// since masks, fades and blends work pixel by pixel; a 3D turn moves pixels,
/// so a turned layer is made whole and its turned picture clipped instead.
extension Canvas {
    /// Draws `graphics` back to front within `region`; those inside offscreen
    /// layers deeper than `depth` are put together offscreen first. At depth 0
    /// `knownBounds` may give each graphic's visible bounds, by the same index,
    /// and `drawable` the indices of the only graphics that can show at all.
    func drawRun(_ graphics: ArraySlice<Graphic>, depth: Int, region: SDL_Rect, knownBounds: [DrawnBounds.Entry]? = nil,
                 drawable: [Int]? = nil) {
        // Graphics are read where they lie: `graphics[index]` copied each one
        // drawn, retaining all it holds, every frame of an animation.
        graphics.withUnsafeBufferPointer { buffer in
            let run = PlacedRun(graphics: graphics, buffer: buffer)
            if let drawable, let knownBounds, !keepsUnseen {
                // Only the graphics that can show are looked at: a long list's
                // rows off screen are passed by without even a glance at their bounds.
                var next = graphics.startIndex
                for index in drawable where index >= next && index < graphics.endIndex {
                    next = drawGraphic(at: index, of: run, depth: depth, region: region, knownBounds: knownBounds)
                }
                return
            }
            var index = graphics.startIndex
            while index < graphics.endIndex {
                index = drawGraphic(at: index, of: run, depth: depth, region: region, knownBounds: knownBounds)
            }
        }
    }

    /// Draws the graphic at `index` (with the rest of its layer's run, when it
    /// is in one) if it meets `region`; returns the index after what it drew.
    private func drawGraphic(at index: Int, of run: PlacedRun, depth: Int, region: SDL_Rect,
                             knownBounds: [DrawnBounds.Entry]?) -> Int {
        // Most graphics lie outside a small region: pass them by their kept
        // bounds without reading the graphic.
        if let known = knownBounds?[index], !known.isLayered, !keepsUnseen,
           PixelGeometry.isEmpty(PixelGeometry.intersection(known.rect, region)) {
            return index + 1
        }
        let graphic = run.address(of: index)
        guard graphic.pointee.layers.count > depth else {
            let known = knownBounds?[index].rect
            let bounds = known ?? visibleBounds(of: graphic.pointee, from: depth)
            if PixelGeometry.isEmpty(PixelGeometry.intersection(bounds, region)) {
                if keepsUnseen { keepTextures(of: graphic.pointee) }
            } else {
                graphicsDrawn += 1
                draw(graphic.pointee, target: region, meetsTarget: known != nil)
            }
            return index + 1
        }
        // A layer's graphics are always next to each other.
        let id = graphic.pointee.layers[depth].id
        var end = index + 1
        while end < run.graphics.endIndex, run.address(of: end).pointee.layers.count > depth,
              run.address(of: end).pointee.layers[depth].id == id { end += 1 }
        drawLayer(run.graphics[index..<end], depth: depth, region: region)
        return end
    }

    /// Says the textures of `graphics` are still wanted, though not drawn this time.
    func keep(_ graphics: some Sequence<Graphic>) {
        guard keepsUnseen else { return }
        for graphic in graphics { keepTextures(of: graphic) }
    }

    func drawLayer(_ run: ArraySlice<Graphic>, depth: Int, region: SDL_Rect) {
        guard let layer = run.first?.layers[depth] else { return }
        let onScreen = bounds(of: run, from: depth)
        guard layer.opacity > 0, !PixelGeometry.isEmpty(PixelGeometry.intersection(onScreen, region)) else { return keep(run) }
        guard layer.opacity < 1 || layer.blendMode != .normal || layer.isMasked || layer.projection != nil else {
            // A group with nothing to apply to it as a whole draws straight through.
            return drawRun(run, depth: depth + 1, region: region)
        }
        let content = run.filter { $0.layers[depth].role == .content }
        let mask = run.filter { $0.layers[depth].role == .mask }
        let drawn = bounds(of: content[...], from: depth + 1)
        let area = PixelGeometry.intersection(layer.projection == nil ? PixelGeometry.intersection(drawn, region) : drawn,
                                              targetBounds)
        guard !PixelGeometry.isEmpty(area) else { return keep(run) }
        let previous = SDL_GetRenderTarget(renderer)
        defer {
            SDL_SetRenderTarget(renderer, previous)
            var clip = region
            SDL_RenderSetClipRect(renderer, &clip)
        }
        guard let picture = offscreen.target(depth: depth, isMask: false, width: targetBounds.w, height: targetBounds.h) else {
            keep(mask)
            return drawRun(content[...], depth: depth + 1, region: region)
        }
        paint(content[...], into: picture, area: area, depth: depth)
        var pixels = readPixels(of: picture, in: area)
        if layer.isMasked {
            if let target = offscreen.target(depth: depth, isMask: true, width: targetBounds.w, height: targetBounds.h) {
                paint(mask[...], into: target, area: area, depth: depth)
                LayerPixels.mask(&pixels, by: readPixels(of: target, in: area))
            } else {
                keep(mask)
            }
        }
        if layer.opacity < 1 { LayerPixels.fade(&pixels, by: layer.opacity) }
        SDL_SetRenderTarget(renderer, previous)
        var clip = region
        SDL_RenderSetClipRect(renderer, &clip)
        if let projection = layer.projection {
            if layer.blendMode != .normal {
                Diagnostics.warnOnce("blend-turned", "a blend mode on a view turned in 3D is drawn as normal")
            }
            drawTurned(pixels, area: area, projection: projection, region: region)
        } else if layer.blendMode == .normal {
            put(pixels, at: area)
        } else {
            drawBlended(pixels, area: area, mode: layer.blendMode, ontoWindow: previous == nil || previous == frameTextureTarget)
        }
    }

    /// The pixels `graphics` may touch, seen through their layers from `depth` in.
    private func bounds(of graphics: ArraySlice<Graphic>, from depth: Int) -> SDL_Rect {
        var result: SDL_Rect?
        for graphic in graphics {
            let bounds = visibleBounds(of: graphic, from: depth)
            guard !PixelGeometry.isEmpty(bounds) else { continue }
            result = result.map { DamageTracker.union($0, bounds) } ?? bounds
        }
        return result ?? SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    }

    /// Clears `area` of `target` to transparent and draws `graphics` there.
    private func paint(_ graphics: ArraySlice<Graphic>, into target: OpaquePointer, area: SDL_Rect, depth: Int) {
        SDL_SetRenderTarget(renderer, target)
        var clip = area
        SDL_RenderSetClipRect(renderer, &clip)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderFillRect(renderer, &clip)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        drawRun(graphics, depth: depth + 1, region: area)
    }

    /// The pixels of `area` of `target` (the window when `nil`), as ARGB words.
    private func readPixels(of target: OpaquePointer?, in area: SDL_Rect) -> [UInt32] {
        SDL_SetRenderTarget(renderer, target)
        var rect = area
        var pixels = [UInt32](repeating: 0, count: Int(area.w) * Int(area.h))
        let status = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, area.w * 4)
        }
        if status != 0 { Diagnostics.warnOnce("layer-read", SDLError("Could not read an offscreen layer back").description) }
        return pixels
    }

    /// Puts `pixels` (premultiplied words of `area`'s size) on the target at
    /// `area`: over what is there, or, when `replacing`, in its place, as
    /// they were (a blend already mixed in what was behind).
    private func put(_ pixels: [UInt32], at area: SDL_Rect, replacing: Bool = false) {
        var pixels = pixels
        if !replacing {
            // SDL blends straight alpha; premultiplied edges would come out too dark.
            pixels.withUnsafeMutableBytes { bytes in
                guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                ShapeRasterizer.unpremultiply(base, width: Int(area.w), height: Int(area.h), stride: Int(area.w) * 4)
            }
        }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), area.w, area.h) else {
            Diagnostics.warnOnce("layer-texture", SDLError("Could not make a texture for an offscreen layer").description)
            return
        }
        defer { SDL_DestroyTexture(texture) }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, area.w * 4) }
        SDL_SetTextureBlendMode(texture, replacing ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        var destination = area
        SDL_RenderCopy(renderer, texture, nil, &destination)
    }

    /// Blends the picture with what is behind it by `mode`, which SDL cannot
    /// do beyond adding and multiplying: the pixels behind are read back,
    /// blended by Cairo, and written over them.
    private func drawBlended(_ pixels: [UInt32], area: SDL_Rect, mode: BlendMode, ontoWindow: Bool) {
        var behind = readPixels(of: SDL_GetRenderTarget(renderer), in: area)
        // The window's own alpha means nothing: it is opaque.
        if ontoWindow { for index in behind.indices { behind[index] |= 0xFF00_0000 } }
        LayerPixels.blend(pixels, onto: &behind, width: Int(area.w), height: Int(area.h), mode: mode)
        put(behind, at: area, replacing: true)
    }

    /// Draws the picture of `area` through `projection`, within `region`:
    /// each pixel there is traced back to the point of the picture it shows.
    private func drawTurned(_ pixels: [UInt32], area: SDL_Rect, projection: Projection3D, region: SDL_Rect) {
        let rect = Rect(x: Double(area.x), y: Double(area.y), width: Double(area.w), height: Double(area.h))
        // Seen edge on, the picture is a line no pixel shows.
        guard let perspective = PerspectivePicture(rect: rect, seenThrough: projection) else { return }
        let shown = PixelGeometry.intersection(PixelGeometry.outward(projection.bounds(of: rect)),
                                               PixelGeometry.intersection(region, targetBounds))
        guard !PixelGeometry.isEmpty(shown) else { return }
        let turned = perspective.render(pixels, area: (Int(area.x), Int(area.y), Int(area.w), Int(area.h)),
                                        origin: (Int(shown.x), Int(shown.y)), width: Int(shown.w), height: Int(shown.h))
        put(turned, at: shown)
    }
}

/// A run of graphics being drawn, with the address of its storage, so each
/// graphic is read in place by its index in the run.
private struct PlacedRun {
    let graphics: ArraySlice<Graphic>
    let buffer: UnsafeBufferPointer<Graphic>

    /// Where the graphic at `index`, an index of `graphics`, lies.
    func address(of index: Int) -> UnsafePointer<Graphic> {
        buffer.baseAddress! + (index - graphics.startIndex)
    }
}
