/// One view per element of a collection, each identified by an id.
///
/// When the data changes, children keep their state by id: elements that stay
/// are updated in place, moved elements move with their state, and only new
/// ids build new children.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// Its node keeps the elements and ids it last showed.
    package typealias NodeState = ForEachSnapshot<Data.Element, ID>

    /// The elements.
    public let data: Data
    /// Makes the view for one element.
    public let content: (Data.Element) -> Content
    /// Reads the ids of all the elements, in order, on every update of the
    /// list. The `Identifiable` initialiser, inlinable, hands it a loop
    /// compiled in the caller's module for the element type (about 13
    /// instructions an element); the key-path forms read each id through a
    /// pointer from generic code, which calls a closure and stores what it
    /// gives through the id type's witnesses (about 100 for a stored
    /// property, `KeyPathReader`; about 580 for a key path projected).
    @usableFromInline let readIDs: ([Data.Element]) -> [ID]
    /// Whether each element is its own id (`id: \.self`), so the ids are the elements.
    private(set) var identifiesBySelf = false
    /// Set by `onDelete(perform:)`: a list calls it with the offsets of the rows to delete.
    var deleteAction: ((IndexSet) -> Void)?
    /// Set by `onMove(perform:)`: a list calls it when rows are dragged to a new place.
    var moveAction: ((IndexSet, Int) -> Void)?

    /// One view per element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // A stored property is read at its offset (`KeyPathReader`), not projected through the key path.
        let reader = KeyPathReader(id)
        self.init(data: data, identify: { reader.read($0) }, content: content)
        // `\.self` is the one key path from an element to a value of its own
        // type with an inline offset, 0 (a struct cannot hold itself, and a
        // class's properties have none). Compared with `\Data.Element.self`,
        // that key path was made afresh on every call, as a key path of a
        // generic type is, demangling its type: about 19,000 instructions
        // each time a body made a `ForEach`.
        identifiesBySelf = ID.self == Data.Element.self && reader.offset == 0
    }

    /// One view per element, identified by what `identify` says of the element
    /// it is handed the address of (handed by value, generic code would copy
    /// each element, retaining what it holds).
    init(data: Data, identify: @escaping (UnsafePointer<Data.Element>) -> ID, content: @escaping (Data.Element) -> Content) {
        self.init(data: data, readIDs: { $0.mapAddressesWithoutLookups(identify) }, content: content)
    }

    /// One view per element, whose ids `readIDs` reads.
    @usableFromInline
    init(data: Data, readIDs: @escaping ([Data.Element]) -> [ID], content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.readIDs = readIDs
    }

    /// Not known: it depends on how many elements there are.
    public static var _displayableCount: Int? { Content._displayableCount == 0 ? 0 : nil }

    // A table's rows are a `ForEach` over 100,000 row numbers identified by
    // themselves. Copying them and projecting each one's id through generic
    // code costs about a microsecond a row, so both steps take shortcuts.

    /// The elements as an array; a range of numbers is copied by specialised code.
    private func elementArray() -> [Data.Element] {
        if Data.Element.self == Int.self, let range = data as? Range<Int> {
            return unsafeBitCast(Array(range), to: [Data.Element].self)
        }
        return Array(data)
    }

    private func ids(of elements: [Data.Element]) -> [ID] {
        if identifiesBySelf, ID.self == Data.Element.self { return unsafeBitCast(elements, to: [ID].self) }
        return readIDs(elements)
    }

    /// The elements and their ids, reusing the last ids when the elements are
    /// the very array seen last time: a body that re-runs for another reason
    /// (a new selection) hands back the same array, and its ids need not be
    /// read again. The snapshot holds the old array, so its storage cannot be
    /// freed and reused, and an array sharing storage with it cannot have
    /// been written since. Objects can change their ids in place, so their
    /// ids are always read.
    private func snapshot(after old: ForEachSnapshot<Data.Element, ID>?) -> ForEachSnapshot<Data.Element, ID> {
        let elements = elementArray()
        if let old, !(Data.Element.self is AnyClass), old.sharesStorage(with: elements) { return old }
        return ForEachSnapshot(elements: elements, ids: ids(of: elements))
    }

    package func makeNode(_ node: ViewNode) {
        let snapshot = snapshot(after: nil)
        let elements = snapshot.elements
        keep(snapshot, in: node)
        node.uniformChildCount = Content._displayableCount
        defer { joinList(node, ids: snapshot.ids) }
        if let (container, layout) = LazyRows.container(for: node, perElement: Content._displayableCount) {
            let rows = LazyRows(node: node, container: container, layout: layout, perElement: Content._displayableCount ?? 1)
            node.lazyRows = rows
            rows.makeRow = rowMaker(for: elements)
            rows.updateRows = rowUpdater(for: elements, node: node)
            rows.identities = RowIdentities(snapshot.ids)
            layout.insertVirtual(elements.count * rows.perElement, at: rows.baseOffset)
            rows.setElementCount(elements.count)
            return
        }
        if Content._displayableCount == nil, LazyRows.container(for: node, perElement: 1) != nil {
            Diagnostics.warnOnce("ForEach.eagerInLazy.\(Content.self)",
                "the rows of a ForEach in a lazy stack are all built, because \(Content.self) does not have a displayable count known from its type")
        }
        // Rows are made here, not in a body, so this node is their reader.
        let rows = node.trackingReads { elements.mapWithoutLookups(content) }
        for row in rows {
            node.addChild(row)
        }
    }

    /// Makes a row's view; `LazyRows` tracks the reads, for many rows at once.
    private func rowMaker(for elements: [Data.Element]) -> (Int) -> any View {
        let content = content
        return { index in content(elements[index]) }
    }

    /// Updates built rows from their elements' views, made in one tracking
    /// scope. The views keep their type, so a row equal to its last is left
    /// alone by its type's prepared equality, as eager rows are.
    private func rowUpdater(for elements: [Data.Element], node: ViewNode) -> ([ViewNode], [Int]) -> Void {
        let content = content
        return { [unowned node] rows, indices in
            // An empty allocation may have no address; no rows is nothing to do.
            guard !indices.isEmpty else { return }
            // On the stack: a list's visible rows are a kilobyte or two of
            // views, and an array that size took malloc's slow path every time.
            withUnsafeTemporaryAllocation(of: Content.self, capacity: indices.count) { views in
                let start = views.baseAddress!
                node.trackingReads { Self.makeViews(at: indices, of: elements, content: content, into: start) }
                defer { start.deinitialize(count: indices.count) }
                for index in rows.indices { rows[index].update(toValueAt: start + index) }
            }
        }
    }

    /// Whether two lists of ids are the same. Integer ids (ranges, row
    /// numbers) are compared as integers: compared generically, 10,000 ids
    /// went through `==`'s witness one by one on every update of the list.
    private nonisolated static func areSame(_ new: [ID], _ old: [ID]) -> Bool {
        if ID.self == Int.self {
            return unsafeBitCast(new, to: [Int].self) == unsafeBitCast(old, to: [Int].self)
        }
        return new == old
    }

    /// Initialises `target[i]` with the view of `elements[indices[i]]`. Not
    /// isolated, so calling `content` checks no executor per row.
    private nonisolated static func makeViews(at indices: [Int], of elements: [Data.Element],
                                              content: (Data.Element) -> Content,
                                              into target: UnsafeMutablePointer<Content>) {
        indices.withUnsafeBufferPointer { indices in
            for position in indices.indices {
                (target + position).initialize(to: content(elements[indices[position]]))
            }
        }
    }

    /// The changes from `oldIDs` to `newIDs`, and whether the new ids are distinct.
    private func changes(from oldIDs: [ID], to newIDs: [ID], oldIsDistinct: Bool) -> (changes: IdentityChanges, distinct: Bool) {
        // This code runs unspecialised, so hashing an id goes through witness
        // tables: about 2,000 instructions an id across the duplicate check
        // and the diff. Numbers, the usual ids, are sent by the diff to code specialised for them.
        if let changes = IdentityDiff.changesUnlessRepeated(from: oldIDs, to: newIDs, oldIsDistinct: oldIsDistinct) {
            return (changes, true)
        }
        Diagnostics.warnOnce("ForEach.duplicateIDs.\(ID.self)",
            "ForEach has duplicate ids of type \(ID.self); its rows are matched by position instead")
        return (IdentityDiff.changes(from: Array(oldIDs.indices), to: Array(newIDs.indices)), false)
    }

    package func updateNode(_ node: ViewNode) {
        let old = state(of: node)
        let snapshot = snapshot(after: old)
        let elements = snapshot.elements, newIDs = snapshot.ids, oldIDs = old?.ids ?? []
        // The same ids make no edits, duplicates or not; skipping the diff spares hashing every id.
        let changes: IdentityChanges
        if Self.areSame(newIDs, oldIDs) {
            changes = .none(count: newIDs.count)
            snapshot.idsAreDistinct = old?.idsAreDistinct ?? false
        } else {
            (changes, snapshot.idsAreDistinct) = self.changes(from: oldIDs, to: newIDs, oldIsDistinct: old?.idsAreDistinct ?? false)
        }
        keep(snapshot, in: node)
        defer { joinList(node, ids: newIDs) }
        if let lazyRows = node.lazyRows {
            lazyRows.makeRow = rowMaker(for: elements)
            lazyRows.updateRows = rowUpdater(for: elements, node: node)
            let oldIdentities = lazyRows.identities
            lazyRows.identities = RowIdentities(newIDs)
            lazyRows.apply(changes, oldIdentities: oldIdentities)
            return
        }
        let rows = node.trackingReads { elements.mapWithoutLookups(content) }
        // Which children were just built from their rows, and so need no update:
        // kept beside the children through the same edits, which costs less
        // than hashing every new child into a set when 10,000 rows come at once.
        var fresh: [Bool] = []
        var hasFresh = false
        if let few = changes.edits(ifAtMost: ViewNode.editsPutInPlaceInOnePass - 1) {
            applyOneByOne(few, to: node, rows: rows, fresh: &fresh, hasFresh: &hasFresh)
        } else if let placed = node.putRowsInPlace(changes, rows: rows) {
            fresh = placed
            hasFresh = true
        } else {
            applyOneByOne(changes.edits, to: node, rows: rows, fresh: &fresh, hasFresh: &hasFresh)
        }
        rows.withUnsafeBufferPointer { rows in
            var index = 0
            for child in node.children {
                defer { index += 1 }
                guard index < rows.count else { break }
                if hasFresh, fresh[index] { continue }
                child.update(toValueAt: rows.baseAddress! + index)
            }
        }
    }
}

extension ForEach {
    /// Applies `edits` to eager rows one at a time, noting in `fresh` which
    /// children were just built: for a few edits, or rows that cannot be put
    /// in place in one pass (`ViewNode+EagerRows`).
    private func applyOneByOne(_ edits: [IdentityEdit], to node: ViewNode, rows: [Content],
                               fresh: inout [Bool], hasFresh: inout Bool) {
        for edit in edits {
            if case .insert = edit, !hasFresh {
                hasFresh = true
                fresh = [Bool](repeating: false, count: node.children.count)
            }
            switch edit {
            case .remove(let position):
                node.removeChild(at: position)
                if hasFresh { fresh.remove(at: position) }
            case let .insert(element, position):
                node.addChild(rows[element], at: position)
                if position == fresh.count { fresh.append(true) } else { fresh.insert(true, at: position) }
            case let .move(source, destination):
                node.moveChild(from: source, to: destination)
                if hasFresh { fresh.insert(fresh.remove(at: source), at: destination) }
            }
        }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// One view per element, identified by the elements' own ids.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // Reading `id` through the conformance costs tens of instructions an
        // element; projecting the key path `\.id` costs hundreds, paid for every
        // element on every update of the list. Here the loop is made for the
        // caller's element type.
        self.init(data: data, readIDs: identifiers(of:), content: content)
    }
}

/// The ids of `elements`, read by code specialised for their type where an
/// inlinable caller names it. Not isolated, and a loop rather than `map`: a
/// closure made on the main actor checks the executor on every call, and
/// `map` would copy each element (retaining what it holds) to read one field.
@inlinable
nonisolated func identifiers<Element: Identifiable>(of elements: [Element]) -> [Element.ID] {
    // Written in place through buffers: appending checked the capacity for
    // every id, and a list of 50,000 rows reads them all on each update.
    elements.withUnsafeBufferPointer { elements in
        [Element.ID](unsafeUninitializedCapacity: elements.count) { ids, initialized in
            for index in 0..<elements.count { (ids.baseAddress! + index).initialize(to: elements[index].id) }
            initialized = elements.count
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number in a range, identified by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
