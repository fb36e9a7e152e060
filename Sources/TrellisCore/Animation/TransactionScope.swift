import Synchronization

/// One binding of a transaction by `withTransaction`, in force only while its body runs.
///
/// The scope is task-local, so it follows the code that bound it and no other
/// window or thread sees it. A task started inside the body inherits task-local
/// values, but SwiftUI's transaction lasts only as long as the body: so the
/// scope closes when the body returns, and a write the task makes later carries
/// the transaction of whichever enclosing scope is still open, if any.
final class TransactionScope: Sendable {
    private let transaction: Transaction
    private let outer: TransactionScope?
    private let isOpen = Atomic(true)

    init(_ transaction: Transaction, inside outer: TransactionScope?) {
        self.transaction = transaction
        self.outer = outer
    }

    /// The transaction in force here: this scope's while it is open, else the nearest open outer one's.
    var current: Transaction? {
        isOpen.load(ordering: .acquiring) ? transaction : outer?.current
    }

    /// Ends the scope; called when the body that bound it returns.
    func close() {
        isOpen.store(false, ordering: .releasing)
    }

    /// The innermost scope bound by the running task or thread.
    @TaskLocal static var innermost: TransactionScope?
}
