extension IdentityDiff {
    /// `editsUnlessRepeated(from:to:oldIsDistinct:)` for number ids, the usual
    /// kind, which a counter hands out in ascending order.
    ///
    /// Ids that ascend repeat none, so they need no hashing to be checked; and
    /// ascending new ids that all come after ascending old ones (a list whose
    /// rows were all replaced by new ones) share none, so every old row goes
    /// and every new one comes without a set being made.
    package static func editsUnlessRepeated(from old: [Int], to new: [Int], oldIsDistinct: Bool = false) -> [IdentityEdit]? {
        if oldIsDistinct, let edits = rearrangingEdits(from: old, to: new) { return edits }
        let newAscends = ascends(new)
        guard newAscends || Set(new).count == new.count else { return nil }
        if newAscends, let firstNew = new.first, let lastOld = old.last, firstNew > lastOld, ascends(old) {
            return old.indices.reversed().map { IdentityEdit.remove(at: $0) } + new.indices.map { .insert(element: $0, at: $0) }
        }
        return edits(from: old, to: new)
    }

    /// Whether every number is larger than the one before it.
    static func ascends(_ numbers: [Int]) -> Bool {
        numbers.withUnsafeBufferPointer { buffer in
            var index = 1
            while index < buffer.count {
                if buffer[index] <= buffer[index - 1] { return false }
                index += 1
            }
            return true
        }
    }
}
