/// Facts about types, found once per type in the process and kept.
///
/// The last few answers are kept apart and looked through first: building a
/// list's rows asks about the same dozen types (the row, its body's views and
/// modifiers) over and over, and comparing sixteen identifiers costs less
/// than hashing one.
struct TypeCache<Value> {
    private var known: [ObjectIdentifier: Value] = [:]
    // Types and values apart, so the search reads identifiers only: going
    // through pairs copied every value it passed, retaining what it holds.
    private var recentTypes: [ObjectIdentifier?] = Array(repeating: nil, count: 16)
    private var recentValues: [Value?] = Array(repeating: nil, count: 16)
    private var nextRecent = 0

    /// What is known about `type`, worked out by `find` the first time it is asked.
    mutating func value(for type: ObjectIdentifier, find: () -> Value) -> Value {
        for index in recentTypes.indices where recentTypes[index] == type { return recentValues[index]! }
        let value: Value
        if let found = known[type] {
            value = found
        } else {
            value = find()
            known[type] = value
        }
        recentTypes[nextRecent] = type
        recentValues[nextRecent] = value
        nextRecent = (nextRecent + 1) % recentTypes.count
        return value
    }
}
