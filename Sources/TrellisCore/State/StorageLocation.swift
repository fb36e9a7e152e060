/// Where a binding reads and writes: an object that owns the value, and the
/// steps followed from it (key paths, and elements found by their id).
///
/// Two bindings with the same location reach the same value, so a view handed
/// a new binding to the same place has not changed and need not run its body.
package struct StorageLocation: Hashable {
    /// The object that holds the value, kept alive by the binding that names it.
    let owner: ObjectIdentifier
    /// The steps followed from the owner's value, outermost first: key paths,
    /// or `ElementWithID` for the element of a collection that has an id.
    let path: [AnyHashable]

    /// The location `path` leads to from `owner`'s value.
    package init(owner: ObjectIdentifier, path: [AnyHashable]) {
        self.owner = owner
        self.path = path
    }

    /// A location reached by following one more key path.
    func appending(_ keyPath: AnyKeyPath) -> StorageLocation {
        StorageLocation(owner: owner, path: path + [AnyHashable(keyPath)])
    }

    /// The location of the element whose id is `id` in the collection here.
    func appendingElement(withID id: AnyHashable) -> StorageLocation {
        StorageLocation(owner: owner, path: path + [AnyHashable(ElementWithID(id: id))])
    }
}

/// A step into a collection to the element with this id, wherever it is, so
/// a row's binding stays the same input when its element moves.
struct ElementWithID: Hashable {
    let id: AnyHashable
}
