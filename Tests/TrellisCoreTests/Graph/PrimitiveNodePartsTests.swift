import Testing
@testable import TrellisCore

private final class Base {}
private final class Other {}
private class Parent {}
private final class Child: Parent {}

/// A primitive reaches its node's layout and state as the classes it declares
/// (`NodeLayout`, `NodeState`), through one narrowing that never hands back
/// an object of another class.
@MainActor
@Suite struct PrimitiveNodePartsTests {
    @Test func narrowingKeepsTheClassAndRefusesAnother() {
        let base: AnyObject = Base()
        #expect(NodeParts.narrow(base, to: Base.self) === base)
        #expect(NodeParts.narrow(base, to: Other.self) == nil)
        // A subclass goes through the runtime's cast, and still narrows.
        let child: AnyObject = Child()
        #expect(NodeParts.narrow(child, to: Parent.self) === child)
        #expect(NodeParts.narrow(Parent(), to: Child.self) == nil)
    }

    @Test func eachViewReachesItsOwnLayoutTyped() {
        let graph = ViewGraph(content: VStack {
            Text("Title")
            Color.red
            ForEach(0..<3, id: \.self) { Text("Row \($0)") }
        })
        graph.update()
        let nodes = graph.allNodes
        let title = nodes.first { ($0.view as? Text)?.content == "Title" }
        let stack = nodes.first { $0.view is VStack<TupleView<Text, Color, ForEach<Range<Int>, Int, Text>>> }
        let text = Text("Title")
        #expect(title.flatMap { text.layout(of: $0) } === title?.layout)
        #expect(stack.flatMap { VStack { Text("") }.layout(of: $0) } === stack?.layout)
        // A node holding another kind of layout gives none, rather than the wrong one.
        #expect(stack.flatMap { text.layout(of: $0) } == nil)
    }

    @Test func forEachKeepsItsIDsAsItsOwnState() {
        let rows = ForEach(0..<3, id: \.self) { Text("Row \($0)") }
        let graph = ViewGraph(content: VStack { rows })
        graph.update()
        let node = graph.allNodes.first { $0.view is ForEach<Range<Int>, Int, Text> }
        #expect(node.flatMap { rows.state(of: $0) }?.ids == [0, 1, 2])
        // Another view's state type finds nothing there.
        #expect(node.flatMap { TimelineView(.everyMinute) { _ in Text("") }.state(of: $0) } == nil)
    }
}
