extension Array where Element == Int {
    /// Where `value` is, or would go to keep this ascending array in order:
    /// the first position whose element is not below it.
    func position(ofSorted value: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
