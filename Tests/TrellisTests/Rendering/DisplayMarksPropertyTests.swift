import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class MarkedScene {
    var rows: [Int] = [0, 1, 2]
    var values: [Int: Int] = [:]
    var padding = 4.0
    var fade = 1.0
    var tint = 0
    var rowWidth = 150.0
    var showsHeader = true
    var showsBanner = false
}

private let tints: [Color] = [.black, .blue, .red]
private let swatches: [Color] = [.green, .orange, .purple]

private struct MarkedSceneView: View {
    let scene: MarkedScene
    /// Whether the rows sit in a `LazyVStack`, built only while they can be seen.
    var lazy = false
    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(alignment: .leading, spacing: 2) { MarkedSceneContent(scene: scene) }
                    .padding(scene.padding)
            } else {
                VStack(alignment: .leading, spacing: 2) { MarkedSceneContent(scene: scene) }
                    .padding(scene.padding)
            }
        }
    }
}

private struct MarkedSceneContent: View {
    let scene: MarkedScene
    var body: some View {
        Text("Top")
        if scene.showsHeader {
            Text("Header").padding(scene.padding).background(Color.yellow)
        } else {
            Color.gray.frame(width: 30, height: 6)
        }
        ForEach(scene.rows, id: \.self) { row in
            HStack(spacing: 4) {
                swatches[row % 3].frame(width: 10, height: 10)
                Text("Row \(row): \(scene.values[row, default: 0])")
                    .foregroundColor(tints[scene.tint])
            }
            .opacity(row % 2 == 0 ? scene.fade : 1)
            .frame(width: scene.rowWidth, alignment: .leading)
        }
        if scene.showsBanner {
            Text("Banner").transition(.opacity)
        }
    }
}

/// What a graphic shows and where, without its id and version, which differ between hosts.
private struct Drawn: Equatable, CustomStringConvertible {
    let content: GraphicContent
    let frame: Rect
    let clip: Rect?
    let opacity: Double
    init(_ graphic: Graphic) {
        content = graphic.content
        frame = graphic.frame
        clip = graphic.clip
        opacity = graphic.opacity
    }
    var description: String { "\(content) at \(frame) clip \(clip.map { "\($0)" } ?? "-") opacity \(opacity)" }
}

private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@MainActor
private func scrollOffset(of host: ViewHost<MarkedSceneView>, padding: Double) -> Double {
    guard let top = host.displayList.graphics.first(where: {
        if case .text(let run) = $0.content { return run.string == "Top" }
        return false
    }) else { return 0 }
    return padding - top.frame.y
}

@MainActor
@Suite struct DisplayMarksPropertyTests {
    static let width = 240, height = 200

    /// Seeds of the random walks: 25 walks of 400 steps make 10,000 rendered steps.
    nonisolated static let seeds: [UInt64] = [11, 2024] + (1...23).map { UInt64($0) * 7_919 }

    /// Random edits (inserts, removes, moves, values, padding, opacity, colour,
    /// width, conditionals), some animated and stepped mid-animation, some
    /// scrolling: at every frame the kept display list equals one built from
    /// scratch in the same graph, and the pixels drawn by repainting only the
    /// damage equal those of the whole list repainted; every eighth step with no
    /// animation running, the list and the pixels equal those of a new host
    /// showing the same state, with textures of its own. Odd seeds put the
    /// rows in a lazy stack, whose rows come and go as they scroll.
    @Test(arguments: seeds)
    func keptDisplayListMatchesAFreshHost(seed: UInt64) async {
        var random = SplitMix(state: seed)
        let scene = MarkedScene()
        let lazy = seed % 2 == 1
        let host = ViewHost(MarkedSceneView(scene: scene, lazy: lazy), width: Self.width, height: Self.height)
        host.checksDisplayList = true
        var next = 3
        var framesSinceAnimation = 100
        for step in 0..<400 {
            // Lets tests waiting on the main actor in parallel run between steps.
            if step % 20 == 0 { await Task.yield() }
            let animated = Int.random(in: 0..<5, using: &random) == 0
            let edit = Int.random(in: 0..<14, using: &random)
            let change = {
                let rows = scene.rows
                switch edit {
                case 0 where rows.count < 24, 1 where rows.count < 24:
                    scene.rows.insert(next, at: Int.random(in: 0...rows.count, using: &random))
                    next += 1
                case 2 where !rows.isEmpty:
                    scene.rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
                case 3 where rows.count > 1:
                    let moved = scene.rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
                    scene.rows.insert(moved, at: Int.random(in: 0..<rows.count, using: &random))
                case 4 where !rows.isEmpty:
                    scene.values[rows.randomElement(using: &random)!, default: 0] += 1
                case 5:
                    scene.padding = [0, 4, 9].randomElement(using: &random)!
                case 6:
                    scene.fade = [1, 0.5, 0.2].randomElement(using: &random)!
                case 7:
                    scene.tint = Int.random(in: 0..<tints.count, using: &random)
                case 8:
                    scene.rowWidth = [110, 150, 200].randomElement(using: &random)!
                case 9:
                    scene.showsHeader.toggle()
                case 10:
                    scene.showsBanner.toggle()
                default:
                    break
                }
            }
            host.walk(scrollingBy: edit >= 11 ? Double(Int.random(in: -60...60, using: &random)) : nil,
                      orMaking: change, animated: animated)
            if edit < 11 && animated { framesSinceAnimation = 0 }
            let frames = animated ? Int.random(in: 1...3, using: &random) : 1
            host.step(frames: frames)
            framesSinceAnimation += frames
            #expect(host.displayListMismatches == 0, "seed \(seed) step \(step): kept list differs from a fresh build")
            if host.displayListMismatches > 0 { return }
            let repainted = host.pixelsDifferingFromWholeRepaint()
            #expect(repainted == 0, "seed \(seed) step \(step): \(repainted) pixels differ from the whole list repainted")
            if repainted > 0 { return }
            // An animation of 0.1 s is over after 6 frames; before that the screen shows it midway.
            // A lazy stack estimates the rows it has not measured from those it
            // has, so a new host, with another history, may size its scroll bar
            // and build its spare rows differently: only eager stacks compare.
            guard !lazy, framesSinceAnimation > 8, step % 8 == 0 else { continue }
            let fresh = ViewHost(MarkedSceneView(scene: scene, lazy: lazy), width: Self.width, height: Self.height)
            let offset = scrollOffset(of: host, padding: scene.padding)
            if offset != 0 {
                fresh.scroll(dx: 0, dy: offset, x: 100, y: 100)
                fresh.step()
            }
            let kept = host.displayList.graphics.map(Drawn.init)
            let made = fresh.displayList.graphics.map(Drawn.init)
            #expect(kept == made, "seed \(seed) step \(step): \(kept.count) graphics kept, \(made.count) made")
            if kept != made { return }
            var differing = 0
            for y in stride(from: 0, to: Self.height, by: 3) {
                for x in stride(from: 0, to: Self.width, by: 3) where host.color(x: x, y: y) != fresh.color(x: x, y: y) {
                    differing += 1
                }
            }
            #expect(differing == 0, "seed \(seed) step \(step): \(differing) pixels differ")
            if differing > 0 { return }
        }
    }
}
