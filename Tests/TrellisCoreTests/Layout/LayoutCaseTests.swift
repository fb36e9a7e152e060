import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// One layout case: a view, the space it is offered, and the frames SwiftUI
/// gives its graphics (paint order, relative to the content's top-left corner).
/// Text uses fixed metrics: 9 points per character at body size, 18-point lines.
struct LayoutCase: CustomTestStringConvertible, Sendable {
    let name: String
    let width: Double
    let height: Double
    let expected: [Rect]
    let make: @MainActor @Sendable () -> any View

    init(_ name: String, width: Double = 400, height: Double = 300, _ expected: [Rect],
         _ make: @escaping @MainActor @Sendable () -> any View) {
        self.name = name
        self.width = width
        self.height = height
        self.expected = expected
        self.make = make
    }

    var testDescription: String { name }
}

func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

@MainActor
func layOutFrames(_ view: any View, width: Double, height: Double) -> [Rect] {
    let graph = ViewGraph(content: AnyView(view))
    let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
    graph.update()
    graph.layOut(in: Size(width: width, height: height), context: context)
    var passes = 0
    while graph.hasPendingUpdates && passes < 3 {
        graph.update()
        graph.layOut(in: Size(width: width, height: height), context: context)
        passes += 1
    }
    let origin = graph.rootLayout.frame.origin
    return graph.makeDisplayList().graphics.map {
        Rect(x: $0.frame.x - origin.x, y: $0.frame.y - origin.y, width: $0.frame.width, height: $0.frame.height)
    }
}

@MainActor
@Suite struct LayoutCaseTests {
    @Test(arguments: LayoutCases.all)
    func layOutAsSwiftUIDoes(_ layoutCase: LayoutCase) {
        let frames = layOutFrames(layoutCase.make(), width: layoutCase.width, height: layoutCase.height)
        #expect(frames == layoutCase.expected, "\(layoutCase.name)")
    }

    @Test func thereAreAtLeastFortyCases() {
        #expect(LayoutCases.all.count >= 40)
    }
}
