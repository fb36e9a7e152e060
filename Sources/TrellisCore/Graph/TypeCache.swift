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
    // `Never` marks an empty place, so the search compares plain identifiers;
    // its value stays nil, so asking about `Never` itself finds nothing there.
    private var recentTypes = [ObjectIdentifier](repeating: ObjectIdentifier(Never.self), count: 16)
    private var recentValues: [Value?] = Array(repeating: nil, count: 16)
    private var nextRecent = 0

    /// What is known about `type`, worked out by `find` the first time it is asked.
    mutating func value(for type: ObjectIdentifier, find: () -> Value) -> Value {
        if let index = recentTypes.withUnsafeBufferPointer({ $0.firstIndex(of: type) }), let value = recentValues[index] {
            return value
        }
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
