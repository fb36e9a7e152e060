/// A value kept in a heap box of its own, compared and hashed by value (the
/// same box first), for the part of a struct that is seldom set.
///
/// A struct keeps `OutOfLine<Value>?`, one word that is `nil` in most
/// instances, where the value inline cost every instance its whole size: a
/// text's look, its decorations, a text run's gradient.
final class OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value kept.
    let value: Value

    /// Keeps `value`.
    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: OutOfLine, rhs: OutOfLine) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
