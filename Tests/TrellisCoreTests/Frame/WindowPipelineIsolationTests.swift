import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A wrapper that counts the marks reaching it and runs a hook while it is
/// placed or drawn: a way to act on one window from inside another's frame.
@MainActor
private final class ProbeLayout: WrapperLayout {
    var layoutInvalidations = 0
    var displayInvalidations = 0
    var whilePlaced: (() -> Void)?
    var whileDrawn: (() -> Void)?

    override var canBeMovedWithoutPlacing: Bool { false }

    override func layoutDidInvalidate(through child: LayoutNode?) { layoutInvalidations += 1 }

    override func displayDidInvalidate() { displayInvalidations += 1 }

    override func placeChildren(in rect: Rect, context: LayoutContext) {
        whilePlaced?()
        super.placeChildren(in: rect, context: context)
    }

    override func appendGraphics(to list: inout DisplayList) {
        whileDrawn?()
        super.appendGraphics(to: &list)
    }
}

private let red = RGBA(r: 255, g: 0, b: 0)

/// 300 rows in a scroll view: a long stack that draws only a band (`StackCulling`).
private struct LongList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<300, id: \.self) { row in Text("Row \(row)").frame(height: 20) }
            }
        }
    }
}

/// One window's graph, laid out and built as a frame does.
@MainActor
private final class Window {
    let graph = ViewGraph(content: LongList())
    let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())

    init() { _ = frame() }

    /// Lays out and builds the kept list, as a frame does.
    func frame() -> DisplayList {
        graph.layOut(in: Size(width: 300, height: 200), context: context)
        return graph.updateDisplayList()
    }

    /// The list made from scratch, which the kept one must equal.
    var fresh: [Graphic] { graph.makeDisplayList().graphics }

    /// The list made from scratch as a build with culling suspended makes it, every row drawn.
    var freshWithEveryRow: [Graphic] {
        var list = DisplayList()
        list.context.drawsEveryRow = true
        graph.windowLayout.appendGraphics(to: &list)
        return list.graphics
    }

    var scroll: ScrollLayout { first(ScrollLayout.self, in: graph.rootLayout)! }

    /// The long stack inside the scroll view.
    var rows: StackLayout { first(StackLayout.self, in: scroll)! }

    /// A probe around `content`, put at the end of the window's root or first
    /// in `container`, and laid out and built.
    func addProbe(around content: LayoutNode, into container: LayoutNode? = nil) -> ProbeLayout {
        let probe = ProbeLayout()
        probe.adopt(content)
        let container = container ?? graph.rootLayout
        container.insertChild(probe, at: container === graph.rootLayout ? container.children.count : 0)
        _ = frame()
        return probe
    }

    private func first<Node: LayoutNode>(_ type: Node.Type, in node: LayoutNode) -> Node? {
        if let found = node as? Node { return found }
        for child in node.children { if let found = first(type, in: child) { return found } }
        return nil
    }
}

/// Two windows laid out and built in turn share nothing about a frame: each
/// tree's marks, spans, scroll state and build context are its own
/// (`PipelineOwner`, `DisplayListContext`). Each case acts on one window from
/// inside, or between, the other's work, which process-wide state carried across.
@MainActor
@Suite struct WindowPipelineIsolationTests {
    /// Layout work in one window leaves the other's standing layout mark
    /// standing: a second mark from the same node walks nothing.
    @Test func layoutWorkInOneWindowLeavesTheOthersStandingMark() {
        let a = Window(), b = Window()
        let fill = FillLayout(color: red)
        let probe = a.addProbe(around: fill)
        fill.setNeedsLayout()
        #expect(probe.layoutInvalidations == 1)
        b.scroll.scroll(by: 0, 500)
        let bList = b.frame()
        fill.setNeedsLayout()
        #expect(probe.layoutInvalidations == 1, "B's layout work made A's mark walk again")
        #expect(bList.graphics == b.fresh)
        #expect(a.frame().graphics == a.fresh)
    }

    /// A build in one window leaves the other's display marks made before it
    /// standing: a second mark stops where the first went up.
    @Test func aBuildInOneWindowLeavesTheOthersDisplayMarksStanding() {
        let a = Window(), b = Window()
        let stack = StackLayout(axis: .vertical, alignment: 0.5, spacing: 0)
        let first = FillLayout(color: red), second = FillLayout(color: red)
        stack.adopt([first, second])
        let probe = a.addProbe(around: stack)
        probe.displayInvalidations = 0
        first.setNeedsDisplay()
        #expect(probe.displayInvalidations == 1)
        b.scroll.scroll(by: 0, 500)
        #expect(b.frame().graphics == b.fresh)
        second.setNeedsDisplay()
        #expect(probe.displayInvalidations == 1, "B's build made A's second mark walk past the stack it first marked")
        #expect(a.frame().graphics == a.fresh)
    }

    /// While one window's content only follows its scroll offset, a change in
    /// the other window is a change of content there (its implicit animations animate).
    @Test func aChangeInOneWindowWhileTheOtherScrollsIsAChangeOfContent() {
        let a = Window(), b = Window()
        let scrolled = a.addProbe(around: FillLayout(color: red), into: a.rows)
        let changed = FillLayout(color: red)
        let watcher = b.addProbe(around: changed)
        watcher.displayInvalidations = 0
        scrolled.whilePlaced = { changed.paintDidChange() }
        a.scroll.scroll(by: 0, 100)
        #expect(a.frame().graphics == a.fresh)
        #expect(watcher.displayInvalidations == 1, "B's change counted as only following A's scroll")
        #expect(b.frame().graphics == b.fresh)
    }

    /// A list made from scratch for one window while the other builds with
    /// culling suspended (something animates there) culls as it would alone,
    /// and goes through no builder.
    @Test func aListMadeForOneWindowDuringTheOthersBuildIsItsOwn() {
        let a = Window(), b = Window()
        let alone = b.fresh
        let probe = a.addProbe(around: FillLayout(color: red))
        var during: [Graphic] = []
        probe.whileDrawn = { during = b.fresh }
        a.graph.displayBuilder.suspendCulling(true)
        probe.setNeedsDisplay()
        let aList = a.frame()
        #expect(!during.isEmpty)
        #expect(during == alone, "B's list took A's build context: \(during.count) graphics, \(alone.count) alone")
        #expect(alone.count < 100, "B draws only the band of its 300 rows")
        #expect(aList.graphics == a.freshWithEveryRow)
        #expect(b.frame().graphics == b.fresh)
    }
}
