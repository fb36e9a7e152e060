/// A group of graphics drawn offscreen first and then put on screen as one
/// picture: `.compositingGroup()`, `.drawingGroup()`, `.mask`, `.blendMode`
/// and `.rotation3DEffect` each make one.
///
/// The graphics stay in the flat display list, each keeping its texture and
/// its own damage; a graphic lists the layers it belongs to, outermost first,
/// and the graphics of one layer are always next to each other. Because a
/// layer's picture is put together per pixel, a repaint of any part of the
/// window needs only the layer's pixels in that part.
public struct CompositingLayer: Hashable, Sendable {
    /// What a graphic is to its layer.
    public enum Role: Hashable, Sendable {
        /// Part of the picture.
        case content
        /// Part of the mask: its alpha is how much of the picture shows.
        case mask
    }

    /// The same for every graphic of the layer, for as long as its view lives.
    public let id: GraphicID
    /// Whether this graphic is drawn into the picture or the mask.
    public var role: Role = .content
    /// Multiplies the whole picture's alpha once it is put together, so
    /// overlapping parts do not show through each other.
    public var opacity: Double = 1
    /// How the picture combines with what is behind it.
    public var blendMode: BlendMode = .normal
    /// Whether some graphics of the layer are its mask.
    public var isMasked = false
    /// A turn in three dimensions, seen in perspective, from `.rotation3DEffect`.
    public var projection: Projection3D?

    /// A layer with identity `id` and nothing else set.
    public init(id: GraphicID) {
        self.id = id
    }

    /// This layer for a display list scaled by `factor` (HiDPI).
    package func scaled(by factor: Double) -> CompositingLayer {
        var copy = self
        copy.projection = projection?.scaled(by: factor)
        return copy
    }

    /// The way from `self` to `other`, `fraction` of the distance along: the
    /// opacity and the turn animate, the rest switches at once.
    func interpolated(to other: CompositingLayer, _ fraction: Double) -> CompositingLayer {
        var result = other
        result.opacity = min(max(opacity + (other.opacity - opacity) * fraction, 0), 1)
        if let from = projection, let to = other.projection {
            result.projection = from.interpolated(to: to, fraction)
        }
        return result
    }
}
