/// `ForEach($items) { $item in … }`: each row gets a binding to its element.
///
/// The data is the collection's indices paired with the elements' ids, as in
/// SwiftUI. A row's binding finds its element by id, trying the index it was
/// made with first, so it keeps writing to the right element after others are
/// inserted, removed or moved.
extension ForEach {
    /// One view per element of a bound collection of `Identifiable` elements,
    /// each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        // A closure, not `\.id`: a key path into a generic type is made anew,
        // its type demangled, each time a body makes the `ForEach`.
        self.init(data, identify: { $0.id }, content: content)
    }

    /// One view per element of a bound collection, identified by the key path
    /// `id`, each given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let reader = KeyPathReader(id)
        self.init(data, identify: { reader.read(from: $0) }, content: content)
    }

    /// One view per element of a bound collection, identified by what `identify` says of it.
    private init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, identify: @escaping (C.Element) -> ID, content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        // Read once, here, as SwiftUI reads the data in the body that makes the ForEach.
        let snapshot = data.wrappedValue
        self.init(data: snapshot.indices.lazy.map { ($0, identify(snapshot[$0])) }, identify: { $0.pointee.1 }) { pair in
            content(ElementBinding.make(to: pair.1, at: pair.0, in: data, lastSeen: snapshot[pair.0], identify: identify))
        }
    }
}

/// Bindings to one element of a bound collection, found by its id.
@MainActor
enum ElementBinding {
    /// A binding to the element whose id is `id`, last seen at `index`. When
    /// the element is gone, reads give `lastSeen` and writes are dropped, so a
    /// row on its way out never writes into another element.
    static func make<C: MutableCollection & RandomAccessCollection, ID: Hashable>(
        to id: ID, at index: C.Index, in collection: Binding<C>, lastSeen: C.Element,
        identify: @escaping (C.Element) -> ID
    ) -> Binding<C.Element> {
        func locate(in elements: C) -> C.Index? {
            if index >= elements.startIndex, index < elements.endIndex, identify(elements[index]) == id { return index }
            return elements.firstIndex { identify($0) == id }
        }
        return Binding(
            get: {
                let elements = collection.wrappedValue
                return locate(in: elements).map { elements[$0] } ?? lastSeen
            },
            // Within the collection, as the collection's binding allows.
            modify: { change in
                guard locate(in: collection.wrappedValue) != nil else {
                    var dropped = lastSeen
                    return change(&dropped)
                }
                collection.modify { elements in
                    if let position = locate(in: elements) { change(&elements[position]) }
                }
            },
            location: collection.storageLocation?.appendingElement(withID: AnyHashable(id)))
    }
}
