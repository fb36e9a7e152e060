/// The animatable part of a graphic: where it is and how it looks, apart from its content.
///
/// Of the content only the paint colour is here. Everything else a graphic
/// shows (a text's string, a shape's outline, a symbol's name) is not
/// interpolated: the animator draws the target's content at once, so a text
/// whose string changes mid-animation swaps to the new string, in the moving
/// frame and colour, rather than cross-fading. A cross-fade would need two
/// textures per text for the whole animation, and a second graphic identity.
struct AnimatedProperties: Equatable {
    var frame: Rect
    var opacity: Double
    var scale: Double
    var rotation: Double
    /// The content's paint colour, when it has one (see `GraphicContent.paintColor`).
    var color: RGBA?
    /// The content's gradient, when it has one (see `GraphicContent.paintGradient`).
    var gradient: ResolvedGradient?
    /// The offscreen groups the graphic is in: their opacity and 3D turn animate.
    var layers: [CompositingLayer]

    init(_ graphic: Graphic) {
        frame = graphic.frame
        opacity = graphic.opacity
        scale = graphic.scale
        rotation = graphic.rotation
        color = graphic.content.paintColor
        gradient = graphic.content.paintGradient
        layers = graphic.layers
    }

    /// These properties with a transition's effect applied, as at its far end.
    func applying(_ effect: TransitionEffect) -> AnimatedProperties {
        var result = self
        result.opacity *= effect.opacity
        result.scale *= effect.scale
        let width = frame.width * effect.scale, height = frame.height * effect.scale
        var x = frame.midX - width / 2 + effect.offset.width
        var y = frame.midY - height / 2 + effect.offset.height
        switch effect.edge {
        case .leading?: x -= frame.width
        case .trailing?: x += frame.width
        case .top?: y -= frame.height
        case .bottom?: y += frame.height
        case nil: break
        }
        result.frame = Rect(x: x, y: y, width: width, height: height)
        return result
    }

    /// The way from `self` to `other`, `fraction` of the distance along.
    func interpolated(to other: AnimatedProperties, _ fraction: Double) -> AnimatedProperties {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        var result = other
        result.frame = Rect(x: mix(frame.x, other.frame.x), y: mix(frame.y, other.frame.y),
                            width: mix(frame.width, other.frame.width), height: mix(frame.height, other.frame.height))
        result.opacity = min(max(mix(opacity, other.opacity), 0), 1)
        result.scale = mix(scale, other.scale)
        result.rotation = mix(rotation, other.rotation)
        if let from = color, let to = other.color { result.color = from.mixed(with: to, fraction) }
        if let from = gradient, let to = other.gradient { result.gradient = from.mixed(with: to, fraction) }
        if layers.count == other.layers.count, !layers.isEmpty,
           zip(layers, other.layers).allSatisfy({ $0.id == $1.id }) {
            result.layers = zip(layers, other.layers).map { $0.interpolated(to: $1, fraction) }
        }
        return result
    }

    /// Writes these properties into `graphic`.
    func apply(to graphic: inout Graphic) {
        // An outline is drawn to its frame's size: follow the frame as it grows or shrinks.
        if case let .shape(path, paint) = graphic.content, graphic.frame.width > 0, graphic.frame.height > 0,
           frame.size != graphic.frame.size {
            graphic.content = .shape(path.scaled(x: frame.width / graphic.frame.width, y: frame.height / graphic.frame.height), paint)
        }
        // The point a graphic turns about was set from where it was laid out:
        // it keeps its place within the frame as the frame moves and grows.
        if graphic.rotation != 0 || rotation != 0, graphic.frame != frame {
            let old = graphic.frame
            let scaleX = old.width > 0 ? frame.width / old.width : 1, scaleY = old.height > 0 ? frame.height / old.height : 1
            graphic.rotationCenter = Point(x: frame.x + (graphic.rotationCenter.x - old.x) * scaleX,
                                           y: frame.y + (graphic.rotationCenter.y - old.y) * scaleY)
        }
        graphic.frame = frame
        graphic.opacity = opacity
        graphic.scale = scale
        graphic.rotation = rotation
        graphic.layers = layers
        if let color, graphic.content.paintColor != color { graphic.content = graphic.content.withPaintColor(color) }
        if let gradient, graphic.content.paintGradient != gradient {
            graphic.content = graphic.content.withPaintGradient(gradient)
            // Gradients are drawn into the texture, so new colours are new content.
            var version = Hasher()
            version.combine(graphic.version)
            version.combine(gradient)
            graphic.version = version.finalize()
        }
    }
}
