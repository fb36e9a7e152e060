import Foundation
import Testing
import Trellis
import TrellisTesting

/// Geometry far beyond what a renderer can draw (scales of 10⁸, anchors a
/// billion points away, frames of 5·10⁹) is clamped before it becomes
/// pixels: the app keeps running and the rest of the window works.
@MainActor
@Suite struct HugeGeometryTests {
    @Test func textScaledAHundredMillionTimesDoesNotStopTheApp() {
        let host = ViewHost(BesideAButton(hostile: Text("x").scaleEffect(1e8)), width: 300, height: 200)
        host.expectTheButtonBesideWorks()
    }

    @Test func aSymbolScaledABillionTimesDoesNotStopTheApp() {
        let host = ViewHost(BesideAButton(hostile: Image(systemName: "star.fill").scaleEffect(1e9)), width: 300, height: 200)
        host.expectTheButtonBesideWorks()
    }

    @Test func aRotationAboutAFarAwayAnchorDoesNotStopTheApp() {
        let turned = Text("turned").rotationEffect(.degrees(1e-9), anchor: UnitPoint(x: 1e9, y: 0.5))
        let host = ViewHost(BesideAButton(hostile: turned), width: 300, height: 200)
        host.expectTheButtonBesideWorks()
    }

    @Test func aFillFiveBillionPointsAcrossFillsWhatIsVisible() {
        let huge = Color.blue.frame(width: 5e9, height: 5e9).frame(width: 100, height: 60).clipped()
        let host = ViewHost(BesideAButton(hostile: huge), width: 300, height: 200)
        host.expectTheButtonBesideWorks()
        let box = try! #require(host.displayList.graphics.first { $0.clip != nil }?.clip)
        #expect(host.color(x: Int(box.midX), y: Int(box.midY)) == RGBA(r: 0, g: 122, b: 255))
    }

    @Test func aShapeLargerThanATextureIsDrawnWhereItIsVisible() {
        // 40,000 points across, centred on a 100-point box: only its middle shows.
        let wide = RoundedRectangle(cornerRadius: 20).fill(Color.red).frame(width: 40_000, height: 60)
            .frame(width: 100, height: 60).clipped()
        let host = ViewHost(BesideAButton(hostile: wide), width: 300, height: 200)
        host.expectTheButtonBesideWorks()
        let box = try! #require(host.displayList.graphics.first { $0.clip != nil }?.clip)
        #expect(host.color(x: Int(box.midX), y: Int(box.midY)) == RGBA(r: 255, g: 59, b: 48))
        #expect(host.color(x: Int(box.minX) + 2, y: Int(box.midY)) == RGBA(r: 255, g: 59, b: 48))
    }

    @Test func aWindowResizedToAHundredThousandPixelsIsDrawnAtASaneSize() {
        let host = ViewHost(BesideAButton(hostile: Text("big")), width: 300, height: 200)
        host.resize(width: 100_000, height: 100_000)
        #expect(Diagnostics.warnings.contains { $0.contains("the most Trellis draws") })
        // Drawn at 8,192 a side: the last pixel is the window's colour, one beyond it is not drawn at all.
        #expect(host.color(x: 8_191, y: 8_191) == RGBA(r: 255, g: 255, b: 255))
        #expect(host.color(x: 8_192, y: 8_192) == RGBA(r: 0, g: 0, b: 0, a: 0))
        host.resize(width: 300, height: 200)
        host.expectTheButtonBesideWorks()
    }

    @Test func oneByOneAndNaNWindowsDoNotStopTheApp() {
        let host = ViewHost(BesideAButton(hostile: Text("small")), width: 300, height: 200)
        host.resize(width: 1, height: 1)
        host.send(.windowResize(Size(width: Double.nan, height: Double.infinity)))
        host.step()
        host.send(.windowResize(Size(width: -Double.infinity, height: 1e300)))
        host.step()
        host.resize(width: 300, height: 200)
        host.expectTheButtonBesideWorks()
    }
}

/// Turned and curved graphics of absurd size go through the same clamping.
@MainActor
@Suite struct HugeTurnedGeometryTests {
    @Test func aTurnedFillFiveBillionPointsAcrossDoesNotStopTheApp() {
        let huge = Color.blue.frame(width: 5e9, height: 5e9).rotationEffect(.degrees(30)).frame(width: 100, height: 60).clipped()
        let host = ViewHost(BesideAButton(hostile: huge), width: 300, height: 200)
        host.expectTheButtonBesideWorks()
    }

    @Test func aCircleFiveBillionPointsAcrossDoesNotStopTheApp() {
        let huge = Circle().fill(Color.red).frame(width: 5e9, height: 5e9).frame(width: 100, height: 60).clipped()
        let host = ViewHost(BesideAButton(hostile: huge), width: 300, height: 200)
        host.expectTheButtonBesideWorks()
    }
}
