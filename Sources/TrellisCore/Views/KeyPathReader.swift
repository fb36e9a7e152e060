/// Reads a value out of an element through a key path, straight from the
/// element's memory when the key path names a stored property.
///
/// `ForEach(items, id: \.name)` reads every element's id on every update of
/// the list. Projecting a key path goes through the runtime's interpreter of
/// its components, about 580 instructions a read from generic code; a stored
/// property of a struct (or a chain of them, or `\.self`) sits at a fixed
/// offset, which `MemoryLayout.offset(of:)` gives, and is read in about 100.
/// Key paths through classes, computed properties, optional chains, or
/// `weak` and `unowned` properties have no offset and are projected as before.
package struct KeyPathReader<Root, Value> {
    private let keyPath: KeyPath<Root, Value>
    /// Where the value lies inside a `Root`, when the key path names stored properties only.
    package let offset: Int?

    /// A reader of `keyPath`, which finds its offset once.
    package init(_ keyPath: KeyPath<Root, Value>) {
        self.keyPath = keyPath
        offset = MemoryLayout<Root>.offset(of: keyPath)
    }

    /// The value in the element at `element`.
    @inline(__always)
    package func read(_ element: UnsafePointer<Root>) -> Value {
        if let offset {
            // As `MemoryLayout.offset(of:)` documents: the property's memory is bound to its type.
            return UnsafeRawPointer(element).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
        }
        return element.pointee[keyPath: keyPath]
    }

    /// The value in `element`.
    @inline(__always)
    package func read(from element: Root) -> Value {
        withUnsafePointer(to: element) { read($0) }
    }
}
