import Testing
import Trellis
import TrellisTesting

/// SwiftUI calls a `GeometryReader`'s content with the size the reader was given, never
/// with a zero size before layout: "This view returns a flexible preferred size to its
/// parent layout" and its content is "a function of its own size and coordinate space"
/// (developer.apple.com/documentation/swiftui/geometryreader). A view that divides by
/// the width, or draws a chart to it, must not see a zero first.
@MainActor
@Suite struct GeometryReaderFirstSizeTests {
    @Test func theContentIsFirstBuiltWithTheSizeTheReaderWasGiven() {
        var seen: [Size] = []
        let host = ViewHost(GeometryReader { proxy in
            let _ = seen.append(proxy.size)
            Text("\(Int(proxy.size.width)) wide")
        }, width: 320, height: 200)
        #expect(!seen.isEmpty)
        #expect(!seen.contains { $0.width == 0 || $0.height == 0 }, "sizes seen: \(seen)")
        #expect(seen.first == Size(width: 320, height: 200))
        #expect(host.texts.contains("320 wide"))
        host.resize(width: 400, height: 200)
        #expect(seen.last == Size(width: 400, height: 200))
        #expect(host.texts.contains("400 wide"))
    }

    @Test func aReaderInsideAStackIsBuiltWithItsShare() {
        var widths: [Double] = []
        _ = ViewHost(HStack(spacing: 0) {
            Color.red.frame(width: 100)
            GeometryReader { proxy in
                let _ = widths.append(proxy.size.width)
                Color.blue
            }
        }, width: 300, height: 100)
        #expect(widths.allSatisfy { $0 == 200 }, "widths seen: \(widths)")
        #expect(!widths.isEmpty)
    }
}
