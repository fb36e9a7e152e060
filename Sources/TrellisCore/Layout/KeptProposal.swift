/// A proposal as a node's kept answers store it: two numbers, with a NaN of
/// its own standing for an open axis.
///
/// A `ProposedSize` is two optional numbers, 25 bytes padded to 32; kept this
/// way it is 16, and every layout node keeps a few, a list one per row.
struct KeptProposal: Equatable {
    /// An open axis: a NaN with a payload no arithmetic makes, so it never
    /// stands for a width or height that was offered.
    private static let openBits: UInt64 = 0x7FF4_7E11_0000_0001

    private let width: Double
    private let height: Double

    /// `proposal` as kept.
    init(_ proposal: ProposedSize) {
        width = proposal.width ?? Double(bitPattern: Self.openBits)
        height = proposal.height ?? Double(bitPattern: Self.openBits)
    }

    /// The proposal that was kept.
    var proposal: ProposedSize {
        ProposedSize(width: Self.offer(width), height: Self.offer(height))
    }

    /// Whether two proposals are the same, as `ProposedSize`'s `==` says:
    /// open matches open, and numbers match as numbers (so a NaN offered
    /// matches nothing, and 0 matches -0).
    static func == (lhs: KeptProposal, rhs: KeptProposal) -> Bool {
        same(lhs.width, rhs.width) && same(lhs.height, rhs.height)
    }

    private static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.bitPattern == openBits && b.bitPattern == openBits)
    }

    private static func offer(_ stored: Double) -> Double? {
        stored.bitPattern == openBits ? nil : stored
    }
}
