import Foundation
import Testing
import Trellis
import TrellisTesting

/// Whether a font file covering emoji is installed (fonts-noto-color-emoji).
private let hasColorEmojiFont = FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

@MainActor
@Suite(.enabled(if: hasColorEmojiFont, "needs fonts-noto-color-emoji"))
struct EmojiTests {
    @Test func anEmojiDrawsInColour() throws {
        let host = ViewHost(Text("😀").font(.system(size: 40)), width: 120, height: 80)
        let frame = try #require(host.frame(ofText: "😀"))
        // Somewhere inside the glyph is a colour that is neither black, white nor grey.
        let colourful = host.pixels(in: frame).contains { pixel in
            let channels = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
            return channels.max()! - channels.min()! > 60
        }
        #expect(colourful)
    }

    @Test func anEmojiIsAsBigAsTheTextAroundIt() throws {
        let host = ViewHost(Text("a😀b").font(.system(size: 20)), width: 300, height: 100)
        let frame = try #require(host.frame(ofText: "a😀b"))
        let letters = try #require(ViewHost(Text("ab").font(.system(size: 20)), width: 300, height: 100).frame(ofText: "ab"))
        // The emoji's bitmap is 109 pixels; scaled to the line it adds about one em.
        #expect(frame.width - letters.width > 12 && frame.width - letters.width < 32, "\(frame.width) vs \(letters.width)")
        #expect(frame.height == letters.height)
        let colourful = host.pixels(in: frame).contains { pixel in
            let channels = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
            return channels.max()! - channels.min()! > 60
        }
        #expect(colourful)
    }

    @Test func anEmojiDrawsInColourOnACanvasToo() {
        let host = ViewHost(Canvas { context, _ in
            context.draw(Text("🍎").font(.system(size: 40)), at: CGPoint(x: 60, y: 40))
        }.frame(width: 120, height: 80), width: 120, height: 80)
        let red = host.pixels(in: Rect(x: 30, y: 10, width: 60, height: 60)).contains { $0.r > 150 && $0.g < 100 && $0.b < 100 }
        #expect(red)
    }
}
