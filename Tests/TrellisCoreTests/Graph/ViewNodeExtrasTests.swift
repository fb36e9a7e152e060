import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@MainActor
@Suite struct ViewNodeExtrasTests {
    /// Plain rows make no extras; the nodes of modifiers that need them have
    /// them, and what they hold still works: a background is attached, a
    /// preference is written, an environment change reaches the text.
    @Test func onlyNodesThatNeedExtrasMakeThem() {
        let graph = ViewGraph(content: VStack {
            ForEach(0..<50, id: \.self) { Text("Row \($0)") }
            Text("Styled").background(Color.red).foregroundColor(.blue)
        })
        graph.update()
        let nodes = graph.allNodes
        let rowTexts = nodes.filter { ($0.view as? Text).map { !$0.content.hasPrefix("Styled") } ?? false }
        #expect(rowTexts.count == 50)
        #expect(rowTexts.allSatisfy { $0.extras == nil })
        #expect(nodes.contains { !$0.attachedNodes.isEmpty })
        #expect(nodes.contains { $0.environmentTransform != nil })
        // Writing nothing to a node without extras makes none.
        let plain = rowTexts[0]
        plain.teardownActions = []
        plain.attachedNodes.removeAll()
        plain.lazyRows = nil
        #expect(plain.extras == nil)
    }
}
