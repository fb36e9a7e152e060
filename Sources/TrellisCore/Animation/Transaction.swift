/// The context of a state change: whether, and how, it animates.
public struct Transaction: Sendable, Equatable {
    /// The animation for changes made in this transaction; `nil` for none.
    public var animation: Animation?
    /// Set to make changes take effect at once, even inside `withAnimation`.
    public var disablesAnimations = false

    /// A transaction with `animation`.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }

    /// The animation that actually applies.
    var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }

    /// The transaction of the changes being made right now, by this task or thread.
    ///
    /// Task-local rather than global (see `TransactionScope`), so that a
    /// `withAnimation` in one window cannot leak into a write another thread
    /// makes for another window at the same moment.
    static var current: Transaction? { TransactionScope.innermost?.current }
}

/// Runs `body` with its state changes animated by `animation`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with its state changes in `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let scope = TransactionScope(transaction, inside: TransactionScope.innermost)
    defer { scope.close() }
    return try TransactionScope.$innermost.withValue(scope, operation: body)
}
