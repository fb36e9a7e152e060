import CSDL2
import Foundation

/// `shadows` by hand: the shadow is blurred once into a texture that every
/// card shares, and a changed card repaints only its own rectangle and shadow.
@MainActor
final class ShadowsBaseline: BaselineScene {
    static let shadowRadius = 6.0
    static let shadowDrop = 3.0
    static let shadowOpacity = 0.5
    static let lit = PixelColor(r: 255, g: 153, b: 0)
    static let rest = PixelColor(r: 0, g: 122, b: 255)

    let canvas: BaselineCanvas
    private let cards: [PixelRect]
    private var isLit: [Bool]
    private let shadow: BaselineTexture?
    /// How far the shadow texture reaches beyond a card on each side.
    private let pad: Int32

    init(canvas: BaselineCanvas, cards: [PixelRect]) {
        self.canvas = canvas
        self.cards = cards
        isLit = Array(repeating: false, count: cards.count)
        // Three standard deviations (σ = radius / 2), and the drop.
        let pad = Int32((Self.shadowRadius * 1.5).rounded(.up) + Self.shadowDrop)
        self.pad = pad
        shadow = cards.first.flatMap { Self.makeShadow(width: $0.w, height: $0.h, pad: pad, canvas: canvas) }
    }

    isolated deinit {
        canvas.destroy(shadow)
    }

    /// Lights or darkens card `index`; returns its damage.
    func toggle(_ index: Int) -> PixelRect {
        isLit[index].toggle()
        let card = cards[index]
        return PixelRect(x: card.x - pad, y: card.y - pad, w: card.w + 2 * pad, h: card.h + 2 * pad)
    }

    func draw(in region: PixelRect) {
        // Shadows first, all of them, then the cards: a card's shadow may fall on its neighbour's.
        for card in cards {
            let area = PixelRect(x: card.x - pad, y: card.y - pad, w: card.w + 2 * pad, h: card.h + 2 * pad)
            if let shadow, area.intersects(region) { canvas.draw(shadow, x: area.x, y: area.y) }
        }
        for (index, card) in cards.enumerated() where card.intersects(region) {
            canvas.fill(card, isLit[index] ? Self.lit : Self.rest)
        }
    }

    /// A black rectangle's alpha, dropped and blurred by three box blurs in each direction.
    private static func makeShadow(width: Int32, height: Int32, pad: Int32, canvas: BaselineCanvas) -> BaselineTexture? {
        let w = Int(width + 2 * pad), h = Int(height + 2 * pad)
        var alpha = [Float](repeating: 0, count: w * h)
        let drop = Int(shadowDrop)
        for y in Int(pad) + drop..<min(Int(pad + height) + drop, h) {
            for x in Int(pad)..<Int(pad + width) { alpha[y * w + x] = 255 }
        }
        for size in boxSizes(sigma: shadowRadius / 2) {
            blur(&alpha, lines: h, length: w, step: 1, lineStep: w, radius: size / 2)
            blur(&alpha, lines: w, length: h, step: w, lineStep: 1, radius: size / 2)
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return nil
        }
        let pixels = surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
        let pitch = Int(surface.pointee.pitch) / 4
        for y in 0..<h {
            for x in 0..<w {
                let a = UInt32(min(max((alpha[y * w + x] * Float(shadowOpacity)).rounded(), 0), 255))
                pixels[y * pitch + x] = a << 24
            }
        }
        return canvas.upload(surface)
    }

    private static func boxSizes(sigma: Double) -> [Int] {
        let ideal = (4 * sigma * sigma + 1).squareRoot()
        var lower = max(Int(ideal), 1)
        if lower % 2 == 0 { lower -= 1 }
        let lowerCount = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded()
        return (0..<3).map { Double($0) < lowerCount ? lower : lower + 2 }
    }

    private static func blur(_ data: inout [Float], lines: Int, length: Int, step: Int, lineStep: Int, radius: Int) {
        guard radius > 0 else { return }
        var line = [Float](repeating: 0, count: length)
        for index in 0..<lines {
            for i in 0..<length { line[i] = data[index * lineStep + i * step] }
            var sum: Float = 0
            for i in 0...radius where i < length { sum += line[i] }
            for i in 0..<length {
                data[index * lineStep + i * step] = sum / Float(2 * radius + 1)
                if i + radius + 1 < length { sum += line[i + radius + 1] }
                if i - radius >= 0 { sum -= line[i - radius] }
            }
        }
    }
}
