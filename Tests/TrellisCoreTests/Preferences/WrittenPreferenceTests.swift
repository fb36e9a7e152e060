import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

private struct TitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { value = nextValue() ?? value }
}

/// Which nodes count as writers when preferences are collected.
@MainActor
@Suite struct WrittenPreferenceTests {
    @Test func aNodeThatWroteNothingIsNoWriterEvenOfAnOptionalValue() {
        let graph = ViewGraph(content: VStack {
            Text("Untitled")
            Text("Titled").preference(key: TitleKey.self, value: "Inbox")
            Text("Cleared").preference(key: TitleKey.self, value: nil)
        })
        graph.update()
        var writers: [String??] = []
        func visit(_ node: ViewNode) {
            if let written = node.writtenValue(TitleKey.self) { writers.append(written) }
            for child in node.children { visit(child) }
        }
        visit(graph.rootNode)
        // Two writers: one wrote a title and one wrote nil; no other node of the tree counts.
        #expect(writers == [.some("Inbox"), .some(nil)])
        #expect(graph.rootNode.collectPreference(TitleKey.self) == "Inbox")
    }
}
