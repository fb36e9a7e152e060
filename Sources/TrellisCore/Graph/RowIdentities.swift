/// The ids of a lazy `ForEach`'s elements, as rows kept by id compare them
/// (`LazyRows+Parking`): a number per id, found by scanning a few dozen
/// numbers, and the id itself, boxed, read only when numbers are hashes.
struct RowIdentities {
    /// The number for the id at an index: the id itself for `Int` ids, its hash otherwise.
    let key: (Int) -> Int
    /// The id at an index, boxed; read only when `keysAreExact` is false.
    let boxed: (Int) -> AnyHashable
    /// Whether equal numbers are equal ids: the ids are `Int`s.
    let keysAreExact: Bool

    /// The identities of `ids`, read by index.
    init<ID: Hashable>(_ ids: [ID]) {
        boxed = { AnyHashable(ids[$0]) }
        if ID.self == Int.self {
            // Integer ids, the usual ones, are their own keys: no hashing, no boxing.
            let numbers = unsafeBitCast(ids, to: [Int].self)
            key = { numbers[$0] }
            keysAreExact = true
        } else {
            key = { ids[$0].hashValue }
            keysAreExact = false
        }
    }

    /// No elements.
    static var none: RowIdentities { RowIdentities([Int]()) }

    /// The id at `index` as a kept row remembers it: boxed only when its number may collide.
    func identity(at index: Int) -> KeptIdentity {
        KeptIdentity(key: key(index), boxed: keysAreExact ? nil : boxed(index))
    }

    /// Whether `kept` is the id at `index`.
    func matches(_ kept: KeptIdentity, at index: Int) -> Bool {
        guard kept.key == key(index) else { return false }
        return keysAreExact || kept.boxed == boxed(index)
    }
}

/// The id of the element a kept row showed.
struct KeptIdentity {
    /// Its number (`RowIdentities.key`).
    let key: Int
    /// The id itself, when numbers are hashes that may collide.
    let boxed: AnyHashable?
}
