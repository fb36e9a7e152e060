import Observation
import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL
import TrellisTesting

@Observable private final class LampState {
    var on = false
    var wide = false
}

private struct Lamp: View {
    let lamp: LampState
    var body: some View {
        Circle().fill(lamp.on ? Color.red : Color.blue).frame(width: lamp.wide ? 60 : 40, height: 40)
    }
}

@MainActor
@Suite struct TextureReuseTests {
    @Test func aShapeThatChangesButKeepsItsSizeIsDrawnIntoItsTexture() throws {
        let lamp = LampState()
        let host = ViewHost(Lamp(lamp: lamp), width: 100, height: 100)
        #expect(host.stats.texturesCreated == 1)
        lamp.on = true
        host.step()
        #expect(host.stats.texturesUpdated == 1)
        #expect(host.stats.texturesCreated == 0 && host.stats.texturesDestroyed == 0, "\(host.stats)")
        #expect(host.color(x: 50, y: 50) == RGBA(r: 255, g: 59, b: 48), "the new colour replaced every pixel")
        // Another size needs another texture: one made, the old one freed.
        lamp.wide = true
        host.step()
        #expect(host.stats.texturesCreated == 1 && host.stats.texturesDestroyed == 1 && host.stats.texturesUpdated == 0,
                "\(host.stats)")
        #expect(host.stats.texturesAlive == 1)
    }

    @Test func theSameTextureObjectIsKept() throws {
        let bench = try CanvasBench()
        let id = GraphicID.next()
        func dot(_ color: RGBA, version: Int) -> Graphic {
            Graphic(id: id, content: .shape(Path { $0.addEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40)) }, .fill(color)),
                    frame: Rect(x: 30, y: 30, width: 40, height: 40), version: version, clip: nil, opacity: 1)
        }
        bench.draw([dot(RGBA(r: 0, g: 0, b: 255), version: 0)])
        let texture = try #require(bench.canvas.textures.entries[id]?.texture)
        bench.draw([dot(RGBA(r: 0, g: 160, b: 0), version: 1)])
        #expect(bench.canvas.textures.entries[id]?.texture == texture)
        #expect(bench.canvas.textures.created == 1 && bench.canvas.textures.updated == 1)
        #expect(try bench.mismatches(against: [dot(RGBA(r: 0, g: 160, b: 0), version: 1)]) == 0)
    }
}
