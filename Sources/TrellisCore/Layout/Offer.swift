/// A width or height that was offered, or left open, kept in eight bytes.
///
/// A `Double?` takes nine, padded to sixteen beside other numbers, and layout
/// keeps many (every node's kept answers, every text's sizes), a long list
/// some for each row. Here a NaN with a payload no arithmetic makes stands
/// for open, so it never stands for a number that was offered.
struct Offer: Hashable {
    private static let openBits: UInt64 = 0x7FF4_7E11_0000_0001

    private let stored: Double

    /// `value` as kept; `nil` for an open axis.
    init(_ value: Double?) {
        stored = value ?? Double(bitPattern: Self.openBits)
    }

    /// The number offered, or `nil` for an open axis.
    var value: Double? {
        stored.bitPattern == Self.openBits ? nil : stored
    }

    /// As `Double?`'s `==`: open matches open, and numbers match as numbers
    /// (a NaN offered matches nothing, and 0 matches -0).
    static func == (lhs: Offer, rhs: Offer) -> Bool {
        lhs.stored == rhs.stored || (lhs.stored.bitPattern == openBits && rhs.stored.bitPattern == openBits)
    }

    /// Hashes as `Double?` compares: open alike, numbers as numbers.
    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
