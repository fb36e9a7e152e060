/// Finds which numbers of a list form one of its longest strictly increasing
/// subsequences, in O(n log n) by patience sorting.
///
/// The identity diff uses it on the new positions of the rows that stay, in
/// their old order: the rows of the longest increasing run keep their order
/// among themselves and need not move, and no smaller set of moves puts the
/// rest in place, so a change SwiftUI animates moves as few rows as it can.
enum LongestIncreasingSubsequence {
    /// For each number of `numbers`, whether it belongs to the subsequence found.
    static func membership(of numbers: [Int]) -> [Bool] {
        if isIncreasing(numbers) { return [Bool](repeating: true, count: numbers.count) }
        // `tails[k]` is the index of the smallest number ending an increasing
        // run of length k + 1 seen so far; `previous` links each number to the
        // one before it in the longest run it ends. Through buffers, unchecked:
        // the binary search runs log n steps for each of a shuffle's rows.
        var previous = [Int](repeating: -1, count: numbers.count)
        var tails = [Int](repeating: 0, count: numbers.count)
        var length = 0
        numbers.withUnsafeBufferPointer { numbers in
            previous.withUnsafeMutableBufferPointer { previous in
                tails.withUnsafeMutableBufferPointer { tails in
                    for index in 0..<numbers.count {
                        let number = numbers[index]
                        var low = 0, high = length
                        while low < high {
                            let middle = (low &+ high) >> 1
                            if numbers[tails[middle]] < number { low = middle &+ 1 } else { high = middle }
                        }
                        if low > 0 { previous[index] = tails[low &- 1] }
                        tails[low] = index
                        if low == length { length += 1 }
                    }
                }
            }
        }
        var members = [Bool](repeating: false, count: numbers.count)
        var index = length > 0 ? tails[length - 1] : -1
        while index >= 0 {
            members[index] = true
            index = previous[index]
        }
        return members
    }

    /// Whether every number is larger than the one before: a change that
    /// moved nothing, such as a filter, needs no search.
    private static func isIncreasing(_ numbers: [Int]) -> Bool {
        var index = 1
        while index < numbers.count {
            if numbers[index] <= numbers[index - 1] { return false }
            index += 1
        }
        return true
    }
}
