@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

// What the graph-level property tests share: a repeatable generator, a view
// of a display list that two graphs can compare, and a way to render one.

/// What a graphic shows and where, without its id, which differs between graphs.
struct Drawn: Equatable, CustomStringConvertible {
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

/// Where two lists first differ, said briefly; `nil` when they are equal.
func firstDifference(_ first: [Drawn], _ second: [Drawn]) -> String? {
    for index in 0..<min(first.count, second.count) where first[index] != second[index] {
        return "graphic \(index): \(first[index]) against \(second[index])"
    }
    return first.count == second.count ? nil : "\(first.count) graphics against \(second.count)"
}

/// The graph's display list after an update: kept from the last frame where
/// nothing was marked (`incremental`), or built from scratch.
@MainActor
func render(_ graph: ViewGraph, in area: Size, _ context: LayoutContext, incremental: Bool = false) -> [Drawn] {
    graph.update()
    graph.layOut(in: area, context: context)
    let list = incremental ? graph.updateDisplayList() : graph.makeDisplayList()
    return list.graphics.map(Drawn.init)
}

/// The first scroll view in the graph's layout, depth first.
@MainActor
func scrollView(in graph: ViewGraph) -> ScrollLayout? {
    var pending = [graph.rootLayout]
    while let node = pending.popLast() {
        if let scroll = node as? ScrollLayout { return scroll }
        pending.append(contentsOf: node.children)
    }
    return nil
}

/// Runs `change`, inside `withAnimation` when `animated`.
@MainActor
func apply(_ change: () -> Void, animated: Bool) {
    if animated {
        withAnimation(.linear(duration: 0.1)) { change() }
    } else {
        change()
    }
}

/// A linear congruential generator: each seed gives the same steps on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}
