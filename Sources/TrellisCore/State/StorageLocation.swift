/// Where a binding reads and writes: an object that owns the value, and the
/// key paths followed from it.
///
/// Two bindings with the same location reach the same value, so a view handed
/// a new binding to the same place has not changed and need not run its body.
struct StorageLocation: Hashable {
    /// The object that holds the value, kept alive by the binding that names it.
    let owner: ObjectIdentifier
    /// The key paths followed from the owner's value, outermost first.
    let path: [AnyKeyPath]

    /// A location reached by following one more key path.
    func appending(_ keyPath: AnyKeyPath) -> StorageLocation {
        StorageLocation(owner: owner, path: path + [keyPath])
    }
}
