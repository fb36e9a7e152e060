import Observation

// The data of js-framework-benchmark's table, on its own so a `Rows` demo can
// take this file as it is: it needs only Observation, not Trellis or SDL.

/// One row of the table: a number that is never reused and a random label.
public struct Row: Identifiable, Hashable, Sendable {
    /// Counts up from 1 across every row ever made, as the JavaScript benchmark's does.
    public let id: Int
    /// Adjective, colour and noun, such as "pretty red table".
    public var label: String

    /// A row with a given number and label.
    public init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// SplitMix64: a small generator with a seed, so every run, and the Trellis and
/// hand-written sides of one run, see exactly the same labels.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Starts the sequence at `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A whole number in `0..<bound`, for picking from a list.
    public mutating func pick(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

/// Makes rows the way js-framework-benchmark's `buildData` does.
public struct RowMaker: Sendable {
    /// The benchmark's own adjectives.
    public static let adjectives = ["pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
                             "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
                             "adorable", "important", "inexpensive", "cheap", "expensive", "fancy"]
    /// The benchmark's colours, including its doubled "brown".
    public static let colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
    /// The benchmark's nouns.
    public static let nouns = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza",
                        "mouse", "keyboard"]

    private var nextID = 1
    private var generator: SeededGenerator

    /// A maker whose labels follow from `seed`.
    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// `count` new rows with fresh ids.
    public mutating func make(_ count: Int) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(count)
        for _ in 0..<count {
            let adjective = Self.adjectives[generator.pick(below: Self.adjectives.count)]
            let colour = Self.colours[generator.pick(below: Self.colours.count)]
            let noun = Self.nouns[generator.pick(below: Self.nouns.count)]
            rows.append(Row(id: nextID, label: adjective + " " + colour + " " + noun))
            nextID += 1
        }
        return rows
    }
}

/// The benchmark's edits on a plain array, shared by the observable model and
/// the hand-written baseline so both change their data in the same way.
public enum RowEdits {
    /// Which rows "Update every 10th row" touches.
    public static func everyTenth(of count: Int) -> StrideTo<Int> {
        stride(from: 0, to: count, by: 10)
    }

    /// Appends " !!!" to the label of every 10th row.
    public static func updateEveryTenth(_ rows: inout [Row]) {
        for index in everyTenth(of: rows.count) {
            rows[index].label += " !!!"
        }
    }

    /// The two rows "Swap Rows" exchanges, when there are enough rows.
    public static func swappedIndices(count: Int) -> (Int, Int)? {
        count > 998 ? (1, 998) : nil
    }

    /// Exchanges the second row and the 999th, as the benchmark does.
    public static func swapRows(_ rows: inout [Row]) {
        guard let (first, second) = swappedIndices(count: rows.count) else { return }
        rows.swapAt(first, second)
    }
}

/// The table's state as the views see it: the rows, and which one is selected.
///
/// Rows and selection are separate properties so that selecting a row
/// invalidates only the views that read the selection.
@Observable public final class RowsStore {
    /// The rows, in display order.
    public var rows: [Row] = []
    /// The id of the highlighted row, if any.
    public var selectedID: Int?
    @ObservationIgnored private var maker: RowMaker

    /// An empty table whose labels follow from `seed`.
    public init(seed: UInt64 = 1) {
        maker = RowMaker(seed: seed)
    }

    /// Replaces every row with `count` new ones ("Create 1,000 rows").
    public func create(_ count: Int) {
        rows = maker.make(count)
        selectedID = nil
    }

    /// Adds `count` new rows at the end ("Append 1,000 rows").
    public func append(_ count: Int) {
        rows += maker.make(count)
    }

    /// "Update every 10th row".
    public func updateEveryTenth() {
        RowEdits.updateEveryTenth(&rows)
    }

    /// Removes every row ("Clear").
    public func clear() {
        rows = []
        selectedID = nil
    }

    /// "Swap Rows".
    public func swapRows() {
        RowEdits.swapRows(&rows)
    }

    /// Highlights the row with `id`.
    public func select(_ id: Int) {
        selectedID = id
    }

    /// Deletes the row with `id`.
    public func remove(_ id: Int) {
        if let index = rows.firstIndex(where: { $0.id == id }) {
            rows.remove(at: index)
        }
    }
}
