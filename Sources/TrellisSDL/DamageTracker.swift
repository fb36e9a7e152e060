import CSDL2
import TrellisCore

/// Works out which parts of the window changed between two display lists.
///
/// A graphic that appeared, disappeared, moved, resized, faded, turned, scaled
/// or changed its content or clip outline damages where it was and where it is
/// now. Everything else is left on screen as it was drawn last time.
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

        init(_ graphic: Graphic, bounds: SDL_Rect) {
            self.bounds = bounds
            version = graphic.version
            opacity = graphic.opacity
            color = graphic.content.paintColor
            rotation = graphic.rotation
            // Where an upright graphic would turn about does not show.
            rotationCenter = graphic.rotation == 0 ? .zero : graphic.rotationCenter
            scale = graphic.scale
            mask = graphic.mask
        }

        static func == (lhs: Footprint, rhs: Footprint) -> Bool {
            lhs.bounds.x == rhs.bounds.x && lhs.bounds.y == rhs.bounds.y && lhs.bounds.w == rhs.bounds.w
                && lhs.bounds.h == rhs.bounds.h && lhs.version == rhs.version && lhs.opacity == rhs.opacity
                && lhs.color == rhs.color && lhs.rotation == rhs.rotation && lhs.rotationCenter == rhs.rotationCenter
                && lhs.scale == rhs.scale && lhs.mask == rhs.mask
        }
    }

    /// What was drawn last time, in paint order. Lists mostly keep their order
    /// from frame to frame, so each graphic is first looked for at its own
    /// position; only when that fails is an index by id built.
    private var previous: [(id: GraphicID, footprint: Footprint)] = []
    private var everything = true

    /// Forgets what is on screen, so the next frame repaints the whole target.
    mutating func invalidateAll() {
        everything = true
    }

    /// Forgets what `ids` looked like, so the next frame repaints them as if new.
    mutating func forget(_ ids: Set<GraphicID>) {
        previous.removeAll { ids.contains($0.id) }
    }

    /// The rectangles to repaint for `list`, given each graphic's drawn bounds;
    /// empty when nothing changed.
    mutating func damage(for list: DisplayList, bounds: (Graphic) -> SDL_Rect, target: SDL_Rect) -> [SDL_Rect] {
        var current: [(id: GraphicID, footprint: Footprint)] = []
        current.reserveCapacity(list.graphics.count)
        var damaged: [SDL_Rect] = []
        var byID: [GraphicID: (index: Int, footprint: Footprint)]?
        var allInPlace = true
        // The furthest position in the old list of a graphic kept so far: a kept
        // graphic from before it now paints later, over what it was under.
        var furthestKept = -1
        for (index, graphic) in list.graphics.enumerated() {
            let footprint = Footprint(graphic, bounds: bounds(graphic))
            current.append((graphic.id, footprint))
            guard !everything else { continue }
            let old: Footprint?
            var oldIndex = index
            if index < previous.count, previous[index].id == graphic.id {
                old = previous[index].footprint
            } else {
                allInPlace = false
                if byID == nil {
                    byID = Dictionary(previous.enumerated().map { ($0.element.id, ($0.offset, $0.element.footprint)) },
                                      uniquingKeysWith: { first, _ in first })
                }
                let found = byID?[graphic.id]
                old = found?.footprint
                oldIndex = found?.index ?? index
            }
            if let old {
                let reordered = oldIndex < furthestKept
                furthestKept = max(furthestKept, oldIndex)
                if old != footprint || reordered {
                    damaged.append(old.bounds)
                    damaged.append(footprint.bounds)
                }
            } else {
                damaged.append(footprint.bounds)
            }
        }
        if !everything {
            if allInPlace {
                // Everything kept its place, so only graphics past the end are gone.
                for gone in previous.dropFirst(current.count) { damaged.append(gone.footprint.bounds) }
            } else {
                let present = Set(current.map(\.id))
                for gone in previous where !present.contains(gone.id) { damaged.append(gone.footprint.bounds) }
            }
        }
        previous = current
        if everything {
            everything = false
            return [target]
        }
        return Self.merge(damaged.map { PixelGeometry.intersection($0, target) }.filter { !PixelGeometry.isEmpty($0) })
    }

    /// Joins overlapping rectangles; past a handful, one bounding rectangle is cheaper to paint than many.
    static func merge(_ rects: [SDL_Rect]) -> [SDL_Rect] {
        // Joining is quadratic; with many changes (every label of a grid) the
        // answer is nearly always the bounding rectangle, so go straight there.
        if rects.count > 64, let first = rects.first {
            return [rects.dropFirst().reduce(first, union)]
        }
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
        if merged.count > 8, let first = merged.first {
            return [merged.dropFirst().reduce(first, union)]
        }
        return merged
    }

    static func union(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let left = min(a.x, b.x), top = min(a.y, b.y)
        let right = max(a.x + a.w, b.x + b.w), bottom = max(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
    }
}
