import Synchronization

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

    /// The transaction of the changes being made right now, on any thread.
    static let current = Mutex<Transaction?>(nil)
}

/// Runs `body` with its state changes animated by `animation`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with its state changes in `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = Transaction.current.withLock { current in
        defer { current = transaction }
        return current
    }
    defer { Transaction.current.withLock { $0 = outer } }
    return try body()
}
