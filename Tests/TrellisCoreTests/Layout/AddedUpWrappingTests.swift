import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Each graphic's frame and, for text, the lines it shows.
@MainActor
private func layOut(_ view: some View, with measurer: TextMeasuring, width: Double, height: Double) -> [String] {
    let graph = ViewGraph(content: view)
    graph.update()
    graph.layOut(in: Size(width: width, height: height), context: LayoutContext(textMeasurer: measurer))
    return graph.makeDisplayList().graphics.map { graphic in
        if case .text(let run) = graphic.content { return "\(graphic.frame) \(run.displayedLines)" }
        return "\(graphic.frame)"
    }
}

/// Text made to trip wrapping up: runs of spaces, leading and trailing ones,
/// empty paragraphs, words longer than a line, now and then a letter beyond ASCII.
private struct TextMaker {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func text() -> String {
        let pieces = ["a", "lorem", "ipsum", "dolor", "sit", "amet.", "W", "jiffy", "Tyrannosaurus", "x1y2z3w4v5u6t7s8",
                      "", " ", "\n", "(f)", "..."]
        var text = ""
        for _ in 0..<next(14) {
            text += pieces[next(pieces.count)]
            text += next(5) == 0 ? "  " : " "
        }
        if next(12) == 0 { text += "café" }
        return next(6) == 0 ? " " + text : text
    }
}

@MainActor
@Suite struct AddedUpWrappingTests {
    /// Wrapping by adding a font's spans must give what wrapping by asking the
    /// measurer for every word gives: the same lines, cut the same way, at the
    /// same sizes, whatever the width, line limit and truncation mode.
    @Test(arguments: 0..<6)
    func addingSpansWrapsAsAskingDoes(batch: Int) {
        var maker = TextMaker(state: UInt64(batch) &* 7_919 &+ 13)
        let modes: [Text.TruncationMode] = [.tail, .head, .middle]
        for _ in 0..<60 {
            let text = maker.text(), other = maker.text()
            let width = [0.0, 3, 17, 40, 61.5, 90, 150, 400][maker.next(8)]
            let limit = [nil, 1, 2, 3][maker.next(4)]
            let mode = modes[maker.next(3)]
            let scale = maker.next(4) == 0 ? 0.5 : 1
            let views: [AnyView] = [
                AnyView(Text(text).lineLimit(limit).truncationMode(mode).minimumScaleFactor(scale).frame(width: width)),
                AnyView(HStack(spacing: 3) { Color.red.frame(width: 5); Text(text).lineLimit(limit); Text(other) }
                    .frame(width: width * 2, height: Double(maker.next(80)))),
                AnyView(VStack(alignment: .leading, spacing: 2) { Text(text).truncationMode(mode); Text(other) }
                    .padding(3).frame(maxWidth: width)),
            ]
            for view in views {
                let added = layOut(view, with: AddingTextMeasurer(offersTable: true), width: 400, height: 300)
                let asked = layOut(view, with: AddingTextMeasurer(offersTable: false), width: 400, height: 300)
                #expect(added == asked, "\(text.debugDescription) / \(other.debugDescription) at \(width), limit \(String(describing: limit)), \(mode)")
            }
        }
    }

    /// A text offered by a table is wrapped without asking for any word.
    @Test func aTextInAFontWithATableIsWrappedWithoutAskingForWords() {
        let measurer = AddingTextMeasurer(offersTable: true)
        let text = "the quick brown fox jumps over the lazy dog while seven wizards judge boxing matches"
        _ = layOut(Text(text).frame(width: 120), with: measurer, width: 400, height: 300)
        #expect(measurer.asked == 0)
    }
}
