import Synchronization

/// A font's custom name, interned: the number of a string kept for the life
/// of the process.
///
/// Fonts are copied and compared on every text measurement and display-list
/// entry (about a dozen copies for each text laid out). A `String` inside made
/// each copy retain and release it and each comparison look at characters;
/// a number makes `Font` plain data. Names are few (the families an app asks
/// for), so the table stays small.
struct FontName: Hashable, Sendable {
    private let number: Int32

    /// The number of `name`, given to it the first time it is seen.
    init(_ name: String) {
        number = Self.table.withLock { $0.number(for: name) }
    }

    /// The name this number stands for.
    var string: String {
        Self.table.withLock { $0.names[Int(number)] }
    }

    private struct Table {
        var names: [String] = []
        var numbers: [String: Int32] = [:]

        mutating func number(for name: String) -> Int32 {
            if let known = numbers[name] { return known }
            let number = Int32(names.count)
            names.append(name)
            numbers[name] = number
            return number
        }
    }

    // Process-wide on purpose: a name means the same face in every window.
    private static let table = Mutex(Table())
}
