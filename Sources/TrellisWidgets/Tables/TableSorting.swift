@_spi(TrellisExtension) import TrellisCore

/// A table's sort-order binding with its comparator type erased, so the
/// header can show and change it.
@MainActor
struct TableSorting {
    /// The column sorted first among these comparators, and its direction.
    let state: @MainActor ([(any SortComparator)?]) -> TableSortState?
    /// Puts `comparator` first, or reverses it when it is first already.
    let click: @MainActor (any SortComparator) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        state = { comparators in
            guard let first = binding.wrappedValue.first,
                  let column = comparators.firstIndex(where: { ($0 as? Sort).map { Self.same($0, first) } ?? false })
            else { return nil }
            return TableSortState(column: column, ascending: first.order == .forward)
        }
        click = { comparator in
            guard var clicked = comparator as? Sort else {
                Diagnostics.warnOnce("Table.sortType.\(Sort.self)",
                    "a table column sorts with \(type(of: comparator)), but the table's sortOrder holds \(Sort.self); the click is ignored")
                return
            }
            var order = binding.wrappedValue
            if let first = order.first, Self.same(first, clicked) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { Self.same($0, clicked) }
                clicked.order = .forward
                order.insert(clicked, at: 0)
            }
            binding.wrappedValue = order
        }
    }

    /// Whether two comparators sort by the same thing, in either direction:
    /// key-path comparators by their key path, since the user's may compare
    /// strings another way than the column's.
    nonisolated static func same<Sort: SortComparator>(_ lhs: Sort, _ rhs: Sort) -> Bool {
        if let left = lhs as? any KeyPathComparing, let right = rhs as? any KeyPathComparing {
            return left.partialKeyPath == right.partialKeyPath
        }
        var left = lhs, right = rhs
        left.order = .forward
        right.order = .forward
        return left == right
    }
}

/// A comparator's key path, whatever it compares.
private protocol KeyPathComparing {
    var partialKeyPath: AnyKeyPath { get }
}

extension KeyPathComparator: KeyPathComparing {
    var partialKeyPath: AnyKeyPath { keyPath }
}

/// Which column the rows are sorted by, as the header draws it.
struct TableSortState: Equatable {
    let column: Int
    let ascending: Bool
}
