@_spi(TrellisExtension) import TrellisCore

/// A list of values pushed on a navigation stack, of any mix of hashable types.
///
/// Bind it to `NavigationStack(path:)` and change it from code: `append` pushes
/// a screen for the value's `.navigationDestination(for:)`, `removeLast` pops.
public struct NavigationPath: Equatable {
    package var elements: [AnyHashable]

    /// An empty path: only the stack's root shows.
    public init() {
        elements = []
    }

    /// A path holding `elements`, first at the bottom of the stack.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed above the root.
    public var count: Int { elements.count }

    /// Whether only the root shows.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the top `k` screens; popping more than there are warns and empties the path.
    public mutating func removeLast(_ k: Int = 1) {
        guard k <= elements.count, k >= 0 else {
            Diagnostics.warnOnce("NavigationPath.removeLast",
                                 "NavigationPath.removeLast(\(k)) on a path of \(elements.count): popping what is there")
            elements.removeAll()
            return
        }
        elements.removeLast(k)
    }
}
