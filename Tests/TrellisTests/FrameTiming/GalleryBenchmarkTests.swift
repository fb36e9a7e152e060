import Foundation
import Testing
@testable import Gallery
import Trellis
import TrellisTesting

/// The benchmark API on a demo: the Gallery's "Bordered" button tapped once a frame.
@MainActor
@Suite struct GalleryBenchmarkTests {
    @Test func tappingTheGallerysButtonRunsOnlyTheControlsBody() throws {
        let host = ViewHost(GalleryView(), width: 900, height: 760)
        let button = try #require(host.frame(ofText: "Bordered"))
        let point = Point(x: button.x + button.width / 2, y: button.y + button.height / 2)
        let result = host.benchmark(frames: 60, warmUp: 10) { _ in
            host.send(.pointerDown(point))
            host.send(.pointerUp(point))
        }
        print("Gallery, tap \"Bordered\" once a frame:\n\(result.summary)")
        if let path = ProcessInfo.processInfo.environment["TRELLIS_BENCHMARK_JSON"] {
            try result.writeJSON(to: URL(fileURLWithPath: path), name: "gallery: tap Bordered")
        }
        #expect(result.frames == 60)
        // Each tap changes `taps`, which only the controls' body reads.
        #expect(result.bodyEvaluationsByView["ControlSamples"] == 60)
        #expect(result.bodyEvaluationsByView["GalleryView"] == nil)
        #expect(host.texts.contains("70 taps"))
    }
}
