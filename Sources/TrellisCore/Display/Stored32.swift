/// An `Int` kept in 32 bits, for positions and counts in a frame's graphics,
/// which never pass two billion: every layout node keeps several, and a long
/// list keeps a node per row, so two share a word instead of taking one each.
@propertyWrapper
struct Stored32 {
    private var stored: Int32

    /// Keeps `wrappedValue`, which must fit in 32 bits.
    init(wrappedValue: Int) {
        stored = Int32(wrappedValue)
    }

    /// The value, as an `Int`.
    var wrappedValue: Int {
        get { Int(stored) }
        set { stored = Int32(newValue) }
    }
}
