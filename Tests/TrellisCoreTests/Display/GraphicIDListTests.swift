import Testing
@_spi(TrellisExtension) @testable import TrellisCore

/// The ids a layout node drew itself, kept with id 0 for none (`GraphicIDList`).
@MainActor
@Suite struct GraphicIDListTests {
    @Test func itKeepsIdsInOrderAsAnArrayDoes() {
        var list = GraphicIDList()
        var array: [GraphicID] = []
        #expect(list.count == 0 && list.first == nil && Array(list).isEmpty)
        for _ in 0..<5 {
            let id = GraphicID.next()
            list.append(id)
            array.append(id)
            #expect(list.count == array.count)
            #expect(list.first == array.first)
            #expect(Array(list) == array)
        }
    }
}
