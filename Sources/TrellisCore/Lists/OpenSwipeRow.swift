/// The one row of a list whose swipe actions show: a list keeps at most one
/// open, as a Mac's does, so a row that opens closes the one open before it.
@MainActor
package final class OpenSwipeRow {
    private var open: (row: ObjectIdentifier, close: @MainActor () -> Void)?

    package init() {}

    /// `row` opened; the row open before it, if another, closes through the `close` it gave.
    package func opened(_ row: ObjectIdentifier, close: @escaping @MainActor () -> Void) {
        if let open, open.row != row { open.close() }
        open = (row, close)
    }

    /// `row` closed.
    package func closed(_ row: ObjectIdentifier) {
        if open?.row == row { open = nil }
    }
}

private struct OpenSwipeRowKey: EnvironmentKey {
    static var defaultValue: OpenSwipeRow? { nil }
}

extension EnvironmentValues {
    /// The list's record of its open swipe row; nil outside a list.
    package var openSwipeRow: OpenSwipeRow? {
        get { self[OpenSwipeRowKey.self] }
        set { self[OpenSwipeRowKey.self] = newValue }
    }
}
