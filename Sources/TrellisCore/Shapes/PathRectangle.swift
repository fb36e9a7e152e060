extension Path {
    /// The rectangle this path outlines when it is one rectangle with upright
    /// sides and nothing else, as `addRect` makes it and `addRoundedRect` with
    /// no radius; nil for any other path.
    ///
    /// A renderer fills such a path instead of rasterising it: a text
    /// editor's square base, drawn as a shape, was blended pixel by pixel
    /// from a texture the size of the editor on every frame it scrolled.
    package var uprightRectangle: CGRect? {
        guard elements.count == 5, case .move(let a) = elements[0], case .line(let b) = elements[1],
              case .line(let c) = elements[2], case .line(let d) = elements[3], case .closeSubpath = elements[4]
        else { return nil }
        // Either across first or down first, in either direction.
        let acrossFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let downFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard acrossFirst || downFirst else { return nil }
        return CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
    }
}
