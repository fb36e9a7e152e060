import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Works out which parts of the window changed, from the graphics that the
/// display list's changes name (marked by the layout nodes that changed, and
/// by the animator), never by comparing whole lists.
///
/// A named graphic that appeared, disappeared, moved, resized, faded, turned,
/// scaled, changed its content or clip outline, or changed paint order damages
/// where it was and where it is now. Everything else is left on screen as it
/// was drawn last time.
@MainActor
struct DamageTracker {
    /// What a graphic looked like when it was last drawn.
    struct Footprint: Equatable {
        var bounds: SDL_Rect
        var version: Int
        var opacity: Double
        /// Drawn without a new version while a colour animates, so it counts on its own.
        var color: RGBA?
        // A half turn, or a quarter turn of a square, keeps the same bounds:
        // the turn itself must be compared, or the old pixels stay on screen.
        var rotation: Double
        var rotationCenter: Point
        var scale: Double
        var mask: Path?
        /// The whole graphic before its clip: text scrolled under a clip it
        /// fills moves while its clipped bounds stay the same.
        var frame: SDL_Rect
        /// The exact frame of a graphic rasterised from it (a shape, or content
        /// under a mask or effects), `nil` for one drawn at whole pixels: a
        /// shape animating its width by a fraction of a pixel keeps its pixel
        /// bounds and its version, but not its anti-aliased edge.
        var rasterFrame: Rect?

        /// Reads the graphic where it lies in the list, through its address: a
        /// copy of a `Graphic` retains all it holds (10,000 times for a list
        /// replaced), and a `borrowing` parameter handed an element of the
        /// list still made one.
        init(_ graphic: UnsafePointer<Graphic>, bounds: SDL_Rect) {
            self.bounds = bounds
            frame = PixelGeometry.rect(graphic.pointee.frame)
            version = graphic.pointee.version
            opacity = graphic.pointee.opacity
            color = graphic.pointee.content.paintColor
            rotation = graphic.pointee.rotation
            // Where an upright graphic would turn about does not show.
            rotationCenter = graphic.pointee.rotation == 0 ? .zero : graphic.pointee.rotationCenter
            scale = graphic.pointee.scale
            mask = graphic.pointee.mask
            rasterFrame = Self.isRasterisedFromItsFrame(graphic) ? graphic.pointee.frame : nil
        }

        private static func isRasterisedFromItsFrame(_ graphic: UnsafePointer<Graphic>) -> Bool {
            if graphic.pointee.mask != nil || !graphic.pointee.effects.isEmpty { return true }
            if case .shape = graphic.pointee.content { return true }
            return false
        }

        static func == (lhs: Footprint, rhs: Footprint) -> Bool {
            lhs.bounds.x == rhs.bounds.x && lhs.bounds.y == rhs.bounds.y && lhs.bounds.w == rhs.bounds.w
                && lhs.bounds.h == rhs.bounds.h && lhs.version == rhs.version && lhs.opacity == rhs.opacity
                && lhs.color == rhs.color && lhs.rotation == rhs.rotation && lhs.rotationCenter == rhs.rotationCenter
                && lhs.scale == rhs.scale && lhs.mask == rhs.mask
                && lhs.frame.x == rhs.frame.x && lhs.frame.y == rhs.frame.y
                && lhs.frame.w == rhs.frame.w && lhs.frame.h == rhs.frame.h
                && lhs.rasterFrame == rhs.rasterFrame
        }
    }

    /// What each graphic on screen looked like when it was last drawn. Only
    /// the graphics a frame's changes name are looked at, so an unchanged
    /// graphic costs nothing however many there are.
    private var onScreen: [GraphicID: Footprint] = [:]
    private var everything = true
    /// Graphics to repaint on the next frame whatever the changes say.
    private var forced: Set<GraphicID> = []

    /// Forgets what is on screen, so the next frame repaints the whole target.
    mutating func invalidateAll() {
        everything = true
    }

    /// Repaints `ids` on the next frame, as if they had changed.
    mutating func forget(_ ids: Set<GraphicID>) {
        forced.formUnion(ids)
    }

    /// Whether the next frame repaints the whole target.
    var repaintsEverything: Bool { everything }

    /// The rectangles to repaint for `list`, given each graphic's drawn bounds by its index;
    /// empty when nothing changed. `gone` receives the graphics that left the
    /// list, whose textures can go.
    ///
    /// Footprints are kept only of graphics that can show (`DrawnBounds.Entry.canShow`):
    /// a list of 10,000 rows keeps the few dozen on screen, not every row a
    /// replacement makes and drops.
    mutating func damage(for list: DisplayList, bounds: (Int) -> DrawnBounds.Entry, target: SDL_Rect,
                         gone: inout [GraphicID]) -> [SDL_Rect] {
        let changes = list.changes
        if everything || changes.everything {
            everything = false
            forced.removeAll()
            onScreen.removeAll(keepingCapacity: true)
            list.graphics.withUnsafeBufferPointer { graphics in
                for index in graphics.indices {
                    let entry = bounds(index)
                    guard entry.canShow(in: target) else { continue }
                    onScreen[graphics[index].id] = Footprint(graphics.baseAddress! + index, bounds: entry.rect)
                }
            }
            return [target]
        }
        var damaged: [SDL_Rect] = []
        list.graphics.withUnsafeBufferPointer { graphics in
            for (id, index) in changes.touched {
                let entry = bounds(index)
                // Off the canvas, a graphic paints nothing: only where it was must be cleared.
                guard entry.canShow(in: target) else {
                    if let old = onScreen.removeValue(forKey: id) { damaged.append(old.bounds) }
                    continue
                }
                let footprint = Footprint(graphics.baseAddress! + index, bounds: entry.rect)
                let old = onScreen.updateValue(footprint, forKey: id)
                if let old {
                    if old != footprint || changes.reordered.contains(id) || forced.contains(id) {
                        damaged.append(old.bounds)
                        damaged.append(footprint.bounds)
                    }
                } else {
                    damaged.append(footprint.bounds)
                }
            }
        }
        for id in changes.gone {
            // Every graphic that left, shown or not, may hold a texture to free.
            gone.append(id)
            guard let old = onScreen.removeValue(forKey: id) else { continue }
            damaged.append(old.bounds)
        }
        for id in forced {
            if let footprint = onScreen[id] { damaged.append(footprint.bounds) }
        }
        forced.removeAll()
        // Loops, not `map` and `filter`: a closure formed here is main-actor
        // isolated, and Swift checks the executor on every call of it (twice
        // per rectangle, for a thousand moving labels).
        var visible: [SDL_Rect] = []
        visible.reserveCapacity(damaged.count)
        for rect in damaged {
            let part = PixelGeometry.intersection(rect, target)
            if !PixelGeometry.isEmpty(part) { visible.append(part) }
        }
        return Self.merge(visible)
    }

    /// Joins overlapping rectangles; past a handful, one bounding rectangle is cheaper to paint than many.
    static func merge(_ rects: [SDL_Rect]) -> [SDL_Rect] {
        // Joining is quadratic; with many changes (every label of a grid) the
        // answer is nearly always the bounding rectangle, so go straight there.
        if rects.count > 64 { return [bounding(rects)] }
        var merged: [SDL_Rect] = []
        for rect in rects {
            var joined = rect
            var index = 0
            while index < merged.count {
                if !PixelGeometry.isEmpty(PixelGeometry.intersection(merged[index], joined)) {
                    joined = union(joined, merged.remove(at: index))
                    index = 0
                } else {
                    index += 1
                }
            }
            merged.append(joined)
        }
        if merged.count > 8 { return [bounding(merged)] }
        return merged
    }

    /// The rectangle around all of `rects`, which is not empty.
    private static func bounding(_ rects: [SDL_Rect]) -> SDL_Rect {
        var all = rects[0]
        for rect in rects.dropFirst() { all = union(all, rect) }
        return all
    }

    static func union(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let left = min(a.x, b.x), top = min(a.y, b.y)
        let right = max(a.x + a.w, b.x + b.w), bottom = max(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
    }
}
