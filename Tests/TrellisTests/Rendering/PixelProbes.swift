import Testing
import Trellis
import TrellisTesting

/// Small readers over a host's screen and display list, shared by the rendering tests.
@MainActor
extension ViewHost {
    /// The frames of the display list's graphics of one kind, back to front.
    func frames(where matches: (GraphicContent) -> Bool) -> [Rect] {
        displayList.graphics.filter { matches($0.content) }.map(\.frame)
    }

    /// The frame of the only shape graphic, or `nil` when there is not exactly one.
    var shapeFrame: Rect? {
        let shapes = frames { if case .shape = $0 { true } else { false } }
        return shapes.count == 1 ? shapes[0] : nil
    }

    /// The frame of the only image graphic, or `nil` when there is not exactly one.
    var imageFrame: Rect? {
        let images = frames { if case .image = $0 { true } else { false } }
        return images.count == 1 ? images[0] : nil
    }

    /// The pixel at a point given in fractions of `rect`: (0.5, 0.5) is its centre.
    func color(in rect: Rect, atFraction fx: Double, _ fy: Double) -> RGBA {
        color(x: Int(rect.x + rect.width * fx), y: Int(rect.y + rect.height * fy))
    }

    /// How many pixels of `rect` are within `tolerance` of `color` on every channel.
    func pixelCount(in rect: Rect, near color: RGBA, tolerance: UInt8 = 3) -> Int {
        pixels(in: rect).filter { $0.isClose(to: color, tolerance: tolerance) }.count
    }

    /// The colour the display list paints the text `string` in, or `nil` when no graphic shows it.
    func textColor(of string: String) -> RGBA? {
        for graphic in displayList.graphics {
            if case .text(let run) = graphic.content, run.string == string { return run.color }
        }
        return nil
    }

    /// Every pixel of `rect` (clipped to the screen), row by row.
    func pixels(in rect: Rect) -> [RGBA] {
        var found: [RGBA] = []
        for y in Int(rect.y.rounded(.down))..<Int(rect.maxY.rounded(.up)) {
            for x in Int(rect.x.rounded(.down))..<Int(rect.maxX.rounded(.up)) {
                found.append(color(x: x, y: y))
            }
        }
        return found
    }
}

/// Whether every channel of `color` lies between the channels of `a` and `b`,
/// give or take `slack`: what a blend of the two, such as an anti-aliased edge, looks like.
/// The default slack allows for SDL's software blending, which truncates.
func isBlend(_ color: RGBA, of a: RGBA, and b: RGBA, slack: Int = 3) -> Bool {
    func between(_ value: UInt8, _ x: UInt8, _ y: UInt8) -> Bool {
        Int(value) >= Int(min(x, y)) - slack && Int(value) <= Int(max(x, y)) + slack
    }
    return between(color.r, a.r, b.r) && between(color.g, a.g, b.g) && between(color.b, a.b, b.b)
}

/// The window background the tests draw on.
let white = RGBA(r: 255, g: 255, b: 255)
