import Observation
import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

@Observable private final class LabelBoard {
    var labels: [Int] = Array(0..<240)
    var versions: [Int: Int] = [:]
    var long: Set<Int> = []
    var tint = 0
}

private let inks: [Color] = [.black, .blue, .red, .green]

private struct LabelBoardView: View {
    let board: LabelBoard
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 12) {
                Image(systemName: "star.fill").foregroundColor(inks[board.tint])
                Image(systemName: "heart.fill").font(.system(size: 22))
                Circle().fill(inks[(board.tint + 1) % inks.count]).frame(width: 14, height: 14)
                Text("Turned \(board.tint)").rotationEffect(.degrees(30))
                Text("Grown").scaleEffect(1.5)
                Text("Faint").opacity(0.4)
            }
            .frame(height: 40)
            ForEach(Array(stride(from: 0, to: board.labels.count, by: 8)), id: \.self) { start in
                HStack(spacing: 3) {
                    ForEach(board.labels[start..<min(start + 8, board.labels.count)], id: \.self) { label in
                        Text("L\(label) v\(board.versions[label, default: 0])\(board.long.contains(label) ? " grew much longer" : "")")
                            .font(.system(size: [10, 12, 15][label % 3], weight: label % 5 == 0 ? .bold : .regular))
                            .foregroundColor(inks[(label + board.tint) % inks.count])
                            .opacity(label % 7 == 0 ? 0.5 : 1)
                    }
                }
            }
        }
    }
}

/// The same view on two software canvases, one packing small graphics into
/// atlas pages: the software renderer copies a rectangle of a page exactly as
/// it copies a texture of its own, so every pixel must match.
@MainActor
private final class TwinPipelines {
    let plain: (target: OffscreenTarget, pipeline: FramePipeline)
    let packed: (target: OffscreenTarget, pipeline: FramePipeline)

    init(_ view: some View, width: Int, height: Int) throws {
        func make() throws -> (OffscreenTarget, FramePipeline) {
            let target = try OffscreenTarget(width: width, height: height)
            let pipeline = try FramePipeline(content: view, renderer: target.renderer,
                                             size: Size(width: Double(width), height: Double(height)))
            return (target, pipeline)
        }
        plain = try make()
        packed = try make()
        plain.pipeline.canvas.textures.packsSmallGraphics = false
        packed.pipeline.canvas.textures.packsSmallGraphics = true
        step()
    }

    func step() {
        plain.pipeline.runFrame()
        packed.pipeline.runFrame()
    }

    var differingPixels: Int { packed.target.countPixels(differingFrom: plain.target) }
    var store: TextureStore { packed.pipeline.canvas.textures }
}

@MainActor
@Suite struct AtlasRenderingTests {
    @Test func labelsFromAtlasPagesLookExactlyLikeLabelsWithTexturesOfTheirOwn() throws {
        let board = LabelBoard()
        let twins = try TwinPipelines(LabelBoardView(board: board), width: 720, height: 640)
        let atlas = try #require(twins.store.atlas, "the packed canvas made an atlas")
        #expect(atlas.pageCount == 1)
        #expect(twins.store.entries.values.count { $0.slot != nil } > 240, "labels, symbols and the circle are in the atlas: \(twins.store.entries.count)")
        #expect(twins.plain.pipeline.canvas.textures.atlas == nil, "the software default keeps textures of their own")
        #expect(twins.differingPixels == 0)

        let edits: [(String, () -> Void)] = [
            ("new versions", { for label in stride(from: 3, to: 240, by: 11) { board.versions[label, default: 0] += 1 } }),
            ("removals", { board.labels.removeAll { $0 % 13 == 5 } }),
            ("insertions", { board.labels.insert(contentsOf: 300..<318, at: 40) }),
            ("longer texts move", { board.long = Set(stride(from: 0, to: 240, by: 17)) }),
            ("shorter again", { board.long = [] }),
            ("colours", { board.tint = 1 }),
            ("more versions", { for label in board.labels.prefix(60) { board.versions[label, default: 0] += 9 } }),
        ]
        for (name, edit) in edits {
            edit()
            twins.step()
            #expect(twins.differingPixels == 0, "after \(name)")
            let slotted = twins.store.entries.values.count { $0.slot != nil }
            #expect(atlas.packer.slotCount == slotted, "after \(name): every slot belongs to a graphic, and no more")
        }
        #expect(twins.store.updated > 0, "some changed labels were written over their slots")
    }

    @Test func texturesStayFewWhile10000LabelsComeAndGo() throws {
        let bench = try CanvasBench(width: 400, height: 300)
        bench.canvas.textures.packsSmallGraphics = true
        var serial = 0
        var mostPages = 0
        for _ in 0..<100 {
            let graphics = (0..<100).map { index -> Graphic in
                serial += 1
                let text = "Label \(serial)" + String(repeating: "x", count: serial % 9)
                return Graphic(id: GraphicID.next(), content: .text(TextRun(string: text, font: .system(size: 11), color: RGBA(r: 0, g: 0, b: 0))),
                               frame: Rect(x: Double(index % 5) * 80, y: Double(index / 5) * 14, width: 80, height: 14),
                               version: 0, clip: nil, opacity: 1)
            }
            bench.draw(graphics)
            mostPages = max(mostPages, bench.canvas.textures.atlas?.pageCount ?? 0)
        }
        let store = bench.canvas.textures
        #expect(store.created == 10_000)
        #expect(store.alive == 100, "only the last frame's labels hold slots")
        #expect(store.atlas?.packer.slotCount == 100)
        #expect(mostPages == 1, "the freed slots were reused; no page was added for churn")
        store.removeAll()
        #expect(store.atlas?.pageCount == 0 && store.alive == 0)
    }
}
