@_spi(TrellisExtension) import TrellisCore

/// Tells a table's list which value each numbered row shows, so rows are
/// selected by their values' ids, built or not.
///
/// The table's rows are a `ForEach` over row numbers, so sorting changes
/// what the visible rows show instead of moving 100,000 identities.
@MainActor
final class TableRowTags<Value: Identifiable>: ListRowSource {
    var values: [Value] = [] { didSet { offsetsByID = nil } }
    private var offsetsByID: [Value.ID: Int]?

    var isAttached: Bool { true }
    var elementCount: Int { values.count }
    var deleteAction: ((IndexSet) -> Void)? { nil }
    var moveAction: ((IndexSet, Int) -> Void)? { nil }

    func tag(ofRow offset: Int) -> AnyHashable? {
        values.indices.contains(offset) ? AnyHashable(values[offset].id) : nil
    }

    func rows(withTag tag: AnyHashable) -> Range<Int>? {
        guard let id = tag.base as? Value.ID else { return nil }
        if offsetsByID == nil {
            // Built on first use after a change: look-ups by id are rare next to scrolling.
            var offsets: [Value.ID: Int] = [:]
            offsets.reserveCapacity(values.count)
            for (offset, value) in values.enumerated() where offsets[value.id] == nil { offsets[value.id] = offset }
            offsetsByID = offsets
        }
        return offsetsByID?[id].map { $0..<($0 + 1) }
    }

    func element(atRow offset: Int) -> Int? {
        values.indices.contains(offset) ? offset : nil
    }

    func rows(ofElement element: Int) -> Range<Int> {
        element..<(element + 1)
    }
}
