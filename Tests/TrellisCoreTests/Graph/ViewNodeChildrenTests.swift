import Testing
@_spi(TrellisExtension) @testable import TrellisCore

/// A view node's children are kept in one word (`ViewNodeChildren`): none,
/// one, or an array. Seeded edits anywhere, as the graph makes them, must
/// leave the same nodes in the same order as an array given the same edits.
@MainActor
@Suite struct ViewNodeChildrenTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func itEditsAnywhereAsAnArrayDoes(seed: UInt64) {
        let graph = ViewGraph(content: EmptyView())
        let pool = (0..<8).map { _ in ViewNode(view: EmptyView(), parent: nil, graph: graph, environment: EnvironmentValues()) }
        var generator = SplitMix(seed: seed)
        var list = ViewNodeChildren()
        var array: [ViewNode] = []
        for _ in 0..<2_000 {
            let node = pool[Int.random(in: 0..<pool.count, using: &generator)]
            let position = array.isEmpty ? 0 : Int.random(in: 0..<array.count, using: &generator)
            switch Int.random(in: 0..<12, using: &generator) {
            case 0..<3:
                let at = Int.random(in: 0...array.count, using: &generator)
                list.insert(node, at: at); array.insert(node, at: at)
            case 3..<5:
                list.append(node); array.append(node)
            case 5..<8 where !array.isEmpty:
                #expect(list.remove(at: position) === array.remove(at: position))
            case 8 where !array.isEmpty:
                list[position] = node; array[position] = node
            case 9:
                list.reserveCapacity(array.count + 4)
            case 10:
                list.removeFirst(); if !array.isEmpty { array.removeFirst() }
            default:
                list.removeAll(); array.removeAll()
            }
            #expect(list.count == array.count)
            #expect(list.isEmpty == array.isEmpty)
            #expect(list.array.map(ObjectIdentifier.init) == array.map(ObjectIdentifier.init))
            #expect(Array(list).map(ObjectIdentifier.init) == array.map(ObjectIdentifier.init))
            #expect(list.first === array.first)
        }
    }

    @Test func itTakesOneWordOfANode() {
        #expect(MemoryLayout<ViewNodeChildren>.size == 8)
    }
}
