import Foundation
import Testing
import Trellis
import TrellisSDL
import TrellisTesting

private struct HelloContent: View {
    var body: some View {
        VStack { Text("Hello, Trellis"); Color.red.frame(width: 100, height: 40) }
    }
}

@MainActor
@Suite struct HelloTests {
    @Test func showsItsText() {
        let host = ViewHost(HelloContent())
        #expect(host.texts == ["Hello, Trellis"])
    }

    @Test func theRedFrameIsRedAtItsCentre() throws {
        let host = ViewHost(HelloContent(), width: 400, height: 300)
        let text = try #require(host.frame(ofText: "Hello, Trellis"))
        // The frame sits 8 points below the text, centred, 100 × 40.
        let centreX = 200, centreY = Int(text.maxY + 8 + 20)
        #expect(host.color(x: centreX, y: centreY) == RGBA(r: 255, g: 59, b: 48))
        #expect(host.color(x: centreX - 49, y: centreY) == RGBA(r: 255, g: 59, b: 48))
        // Just outside the frame is the white window background.
        #expect(host.color(x: centreX - 51, y: centreY) == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func theTextIsCentredInTheWindow() throws {
        let host = ViewHost(HelloContent(), width: 400, height: 300)
        let text = try #require(host.frame(ofText: "Hello, Trellis"))
        #expect(abs(text.midX - 200) <= 1)
        #expect(text.width > 50 && text.height > 10)
    }

    @Test func writesAPNGThatDecodesToTheSameSize() throws {
        let host = ViewHost(HelloContent(), width: 320, height: 200)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hello-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try host.writePNG(to: url)
        let image = try PixelImage(contentsOf: url)
        #expect(image.width == 320 && image.height == 200)
        let text = try #require(host.frame(ofText: "Hello, Trellis"))
        let y = Int(text.maxY + 28)
        #expect(image[160, y] == host.color(x: 160, y: y))
    }

    @Test func anIdleFramePresentsNothing() {
        let host = ViewHost(HelloContent())
        host.step(frames: 60)
        #expect(host.stats.framesPresented == 0)
        #expect(host.stats.bodyEvaluations == 0)
        #expect(host.totalStats.framesPresented == 1)
        #expect(host.totalStats.texturesAlive == 1)
    }
}

@MainActor
@Suite struct HostResizeTests {
    @Test func resizingLaysOutAgainAndRedraws() throws {
        let host = ViewHost(HelloContent(), width: 400, height: 300)
        host.resize(width: 200, height: 100)
        let text = try #require(host.frame(ofText: "Hello, Trellis"))
        #expect(abs(text.midX - 100) <= 1)
        #expect(host.stats.framesPresented == 1)
        #expect(host.stats.texturesAlive == 1)
    }

    @Test func aOneByOneAreaStillRuns() throws {
        let host = ViewHost(HelloContent(), width: 1, height: 1)
        host.step()
        host.resize(width: 300, height: 200)
        #expect(host.texts == ["Hello, Trellis"])
        let text = try #require(host.frame(ofText: "Hello, Trellis"))
        #expect(host.color(x: 150, y: Int(text.maxY + 28)) == RGBA(r: 255, g: 59, b: 48))
    }
}
