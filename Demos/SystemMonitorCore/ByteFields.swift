/// Reads numbers and words out of the bytes of a /proc file without making
/// strings of them: the process list parses two files per process every second.
struct ByteFields {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")

    /// The unsigned decimal number at the start of `bytes[range]`, or nil if it does not start with a digit.
    static func number(in bytes: [UInt8], _ range: Range<Int>) -> UInt64? {
        var value: UInt64 = 0
        var index = range.lowerBound
        while index < range.upperBound, bytes[index] >= 48, bytes[index] <= 57 {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = product &+ UInt64(bytes[index] - 48)
            index += 1
        }
        return index == range.lowerBound ? nil : value
    }

    /// The ranges of the words in `bytes[range]` separated by spaces or tabs, at most `limit` of them.
    static func words(in bytes: [UInt8], _ range: Range<Int>, limit: Int = .max) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound, words.count < limit {
            while index < range.upperBound, bytes[index] == space || bytes[index] == tab { index += 1 }
            let start = index
            while index < range.upperBound, bytes[index] != space, bytes[index] != tab { index += 1 }
            if index > start { words.append(start..<index) }
        }
        return words
    }

    /// Whether `bytes` at `index` starts with `prefix`.
    static func has(_ prefix: StaticString, in bytes: [UInt8], at index: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { prefixBytes in
            var offset = 0
            while offset < count, bytes[index + offset] == prefixBytes[offset] { offset += 1 }
            return offset == count
        }
    }

    /// The end of the line starting at `index`: the newline's index, or the end of the bytes.
    static func lineEnd(in bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] != newline { end += 1 }
        return end
    }
}
