import Foundation
@testable import Drawing
@testable import Gallery
import Testing
@testable import Todo
import Trellis
import TrellisTesting

/// Seeded streams of random input, valid and not, into the Gallery, Todo and
/// Drawing demos' views (Drawing's masks, blend modes and 3D card flip draw through offscreen layers). Nothing may crash, and every frame's kept display list must
/// equal one built from scratch.
///
/// The short run is part of every test run; `TRELLIS_FUZZ_EVENTS=100000`
/// runs that many events per view, and `TRELLIS_FUZZ_SEED` picks other streams. Every few frames the screen is also
/// compared with a fresh render of the same list (`TRELLIS_FUZZ_PIXELS=0`
/// turns that off): it once found Latin text spaced differently after a
/// right-to-left run had named a script in the same font.
@MainActor
@Suite struct EventFuzzTests {
    /// Events per view: a short run unless the environment asks for more. The
    /// short run is kept small: every main-actor test shares one queue, and
    /// tests with a time limit that wait on main-actor tasks wait behind it.
    private static var eventCount: Int {
        ProcessInfo.processInfo.environment["TRELLIS_FUZZ_EVENTS"].flatMap(Int.init).map { max($0, 1) } ?? 300
    }

    /// Added to each view's seed: `TRELLIS_FUZZ_SEED=n` sends another stream
    /// of input, for long runs that look further than the usual one.
    private static var seedOffset: UInt64 {
        ProcessInfo.processInfo.environment["TRELLIS_FUZZ_SEED"].flatMap(UInt64.init) ?? 0
    }

    /// Events per frame, at most; a frame follows each burst.
    private static let burst = 8
    /// Frames between comparisons with a fresh render, which redraws everything.
    private static let checkEvery = 25
    /// Whether pixels are compared with a fresh render (see above).
    private static var comparesPixels: Bool { ProcessInfo.processInfo.environment["TRELLIS_FUZZ_PIXELS"] != "0" }

    private func fuzz<Content: View>(_ content: Content, seed base: UInt64, width: Int = 640, height: Int = 480) {
        let seed = base &+ Self.seedOffset
        let host = ViewHost(content, width: width, height: height)
        host.checksDisplayList = true
        var fuzzer = EventFuzzer(seed: seed, width: Double(width), height: Double(height))
        var sent = 0, frames = 0, failures = 0
        while sent < Self.eventCount && failures < 3 {
            let count = min(Int.random(in: 1...Self.burst, using: &fuzzer.random), Self.eventCount - sent)
            for _ in 0..<count {
                let event = fuzzer.next()
                host.send(event)
                sent += 1
            }
            host.step()
            frames += 1
            if Self.comparesPixels, frames % Self.checkEvery == 0 {
                let differing = host.pixelsDifferingFromFreshRender()
                if differing != 0 {
                    failures += 1
                    let folder = FileManager.default.temporaryDirectory
                    let screen = folder.appendingPathComponent("fuzz-\(seed)-\(sent)-screen.png")
                    let fresh = folder.appendingPathComponent("fuzz-\(seed)-\(sent)-fresh.png")
                    try? host.writePNG(to: screen)
                    try? host.writeFreshRenderPNG(to: fresh)
                    Issue.record("seed \(seed), after \(sent) events: \(differing) pixels differ from a fresh render; see \(screen.path) and \(fresh.path)")
                }
            }
        }
        #expect(host.displayListMismatches == 0, "seed \(seed): kept display lists differed from fresh ones")
    }

    @Test func theGallerySurvivesRandomInput() {
        fuzz(GalleryView(), seed: 20)
    }

    @Test func theTodoListSurvivesRandomInput() {
        fuzz(TodoView(store: TodoStore()), seed: 21)
    }

    @Test func theDrawingSurvivesRandomInput() {
        // Tall enough that the row of layers (mask, blend, group, 3D card) is on screen.
        fuzz(DrawingView(), seed: 22, width: 640, height: 660)
    }
}
