import Testing
import Trellis
import TrellisTesting

/// A list of 30 rows with a 40-point bar inset at the bottom.
private struct RowsAboveABar: View {
    var body: some View {
        List(0..<30, id: \.self) { row in
            Text("Row \(row)")
        }
        .safeAreaInset(edge: .bottom) {
            Text("Bar").frame(maxWidth: .infinity).frame(height: 40).background(Color.blue)
        }
    }
}

// Apple: safeAreaInset(edge: VerticalEdge, …) "Shows the specified content above or below the
// modified view", insetting "the vertical edge of the view … by the height of content".
@MainActor
@Suite struct SafeAreaInsetTests {
    @Test func theBarSitsAtTheBottomEdgeAcrossTheWholeWidth() throws {
        let host = ViewHost(RowsAboveABar(), width: 300, height: 300)
        let bar = try #require(host.frame(ofText: "Bar"))
        #expect(abs(bar.midY - 280) < 0.5, "\(bar)")
        #expect(host.color(x: 5, y: 295) == RGBA(r: 0, g: 122, b: 255))
        #expect(host.color(x: 295, y: 262) == RGBA(r: 0, g: 122, b: 255))
    }

    @Test func theListReachesUnderTheBarButScrolledToTheEndItsLastRowIsClearOfIt() throws {
        let host = ViewHost(RowsAboveABar(), width: 300, height: 300)
        // Before scrolling, rows continue beneath the bar, as SwiftUI's lists scroll under an inset view.
        let hidden = host.texts.compactMap { text in host.frame(ofText: text).map { (text, $0) } }
            .filter { $0.0.hasPrefix("Row") && $0.1.maxY > 262 }
        #expect(!hidden.isEmpty, "no row reaches under the bar")
        host.scroll(dx: 0, dy: 10_000, x: 150, y: 100)
        let last = try #require(host.frame(ofText: "Row 29"))
        let bar = try #require(host.frame(ofText: "Bar"))
        #expect(last.maxY <= 260.5, "last row \(last) is behind the bar \(bar)")
        #expect(last.maxY > 240, "the end of the content stops at the bar, not higher: \(last)")
    }

    @Test func plainContentIsLaidOutInTheSpaceTheInsetLeaves() throws {
        let view = Text("Middle").frame(maxWidth: .infinity, maxHeight: .infinity).safeAreaInset(edge: .top, spacing: 10) {
            Color.green.frame(height: 50)
        }
        let host = ViewHost(view, width: 200, height: 300)
        let middle = try #require(host.frame(ofText: "Middle"))
        // Centred in the 240 points below the 50-point inset and its 10 points of spacing.
        #expect(abs(middle.midY - (60 + 120)) < 1, "\(middle)")
        #expect(host.color(x: 100, y: 25) == RGBA(r: 52, g: 199, b: 89))
    }

    @Test func horizontalEdgesTakeTheWidthAndAlignAlongTheEdge() throws {
        let view = Text("Centre")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .safeAreaInset(edge: .trailing, alignment: .top) { Text("Side").frame(width: 60, height: 30) }
            .safeAreaInset(edge: .leading, alignment: .bottom) { Text("Left").frame(width: 40, height: 30) }
        let host = ViewHost(view, width: 300, height: 200)
        let side = try #require(host.frame(ofText: "Side"))
        let left = try #require(host.frame(ofText: "Left"))
        let centre = try #require(host.frame(ofText: "Centre"))
        #expect(side.maxX > 280 && side.midY < 20, "\(side)")
        #expect(left.minX < 20 && left.midY > 180, "\(left)")
        // The text is centred between the two insets: 40 on the left, 60 on the right.
        #expect(abs(centre.midX - (40 + 200 / 2)) < 1, "\(centre)")
    }

    @Test func aHorizontalScrollViewInsetsItsContentByALeadingInset() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { column in Text("C\(column)").frame(width: 50, height: 40) }
            }
        }
        .safeAreaInset(edge: .leading) { Color.orange.frame(width: 30) }
        let host = ViewHost(view, width: 200, height: 40)
        let first = try #require(host.frame(ofText: "C0"))
        // Unscrolled, the first 50-point column (its text centred in it) starts clear of the inset view.
        #expect(abs(first.midX - (30 + 25)) < 0.5, "\(first)")
    }

    @Test func changingTheInsetViewsSizeMovesTheScrolledContent() throws {
        struct Growing: View {
            @State private var tall = false
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { row in Text("Line \(row)").frame(height: 20) }
                    }.frame(maxWidth: .infinity)
                }
                .safeAreaInset(edge: .top) {
                    Button("Grow") { tall = true }.frame(height: tall ? 80 : 40)
                }
            }
        }
        let host = ViewHost(Growing(), width: 200, height: 200)
        // The first 20-point line starts below the inset view, its text centred in it.
        #expect(abs((host.frame(ofText: "Line 0")?.midY ?? -1) - 50) < 0.5)
        host.click(text: "Grow")
        #expect(abs((host.frame(ofText: "Line 0")?.midY ?? -1) - 90) < 0.5)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }
}
