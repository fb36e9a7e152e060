/// The rows of a `ForEach` inside a lazy stack, built only when they can be seen.
///
/// The `ForEach` node counts every element as its displayables, so offsets of
/// whatever follows it stay right, but it has children only for built rows;
/// each built row's node knows which element it shows.
@MainActor
final class LazyRows: LazyRowSource {
    unowned let node: ViewNode
    unowned let container: ViewNode
    let layout: LazyStackLayout
    /// Displayables per element, known from the row type.
    let perElement: Int
    private(set) var elementCount = 0
    /// Makes the view for an element index. Call it through `makeRows`, which
    /// tracks the reads inside for the `ForEach`.
    var makeRow: (Int) -> any View = { _ in EmptyView() }
    /// Brings built rows up to date with the views of the elements given
    /// beside them, made in one tracking scope for the `ForEach`; typed, so
    /// an unchanged row is found equal without boxing its view.
    var updateRows: (_ rows: [ViewNode], _ elements: [Int]) -> Void = { _, _ in }
    /// Rows that left, kept for rows built later (`LazyRows+Parking`), the last to leave last.
    var parked: [ParkedRow] = []
    /// The ids of the elements last applied, under which their rows wait when they leave.
    var identities = RowIdentities.none

    init(node: ViewNode, container: ViewNode, layout: LazyStackLayout, perElement: Int) {
        self.node = node
        self.container = container
        self.layout = layout
        self.perElement = perElement
        layout.register(self)
    }

    /// A lazy `ForEach` when everything between it and its container passes
    /// displayables straight through, and its rows' count is known from their type.
    static func container(for node: ViewNode, perElement: Int?) -> (ViewNode, LazyStackLayout)? {
        guard let perElement, perElement > 0 else { return nil }
        var current = node
        while let parent = current.parent {
            switch parent.role {
            case .container(let layout as LazyStackLayout): return (parent, layout)
            case .passThrough: current = parent
            default: return nil
            }
        }
        return nil
    }

    /// Where the `ForEach`'s first displayable sits in the lazy stack.
    var baseOffset: Int {
        node.offset(within: container)
    }

    /// Changes how many elements there are, telling every node up to the container.
    func setElementCount(_ newCount: Int) {
        let delta = (newCount - elementCount) * perElement
        elementCount = newCount
        var current: ViewNode? = node
        while let counted = current, counted !== container {
            counted.displayableCount += delta
            current = counted.parent
        }
    }

    func materialize(_ offsets: Range<Int>, keepingOthers: Bool) {
        let base = baseOffset
        let firstElement = max((offsets.lowerBound - base) / perElement, 0)
        let endElement = min((offsets.upperBound - base + perElement - 1) / perElement, elementCount)
        let wanted = firstElement < endElement ? firstElement..<endElement : 0..<0
        if !keepingOthers {
            for position in node.children.indices.reversed() {
                if let element = node.children[position].virtualIndex, !wanted.contains(element) {
                    let row = node.children[position]
                    let rowLayout = perElement == 1 ? layout.rows[base + element] : nil
                    node.removeChild(at: position, tearingDown: false)
                    if !park(row, layout: rowLayout, identity: identities.identity(at: element)) { row.tearDown() }
                }
            }
        }
        // Built rows stay in element order, so one walk beside `wanted` finds
        // where each missing row goes. (Searching the children with a closure
        // per wanted element was quadratic, and checked the executor per call.)
        let children = node.children
        var missing: [Int] = [], positions: [Int] = []
        var index = 0
        for element in wanted {
            while index < children.count, (children[index].virtualIndex ?? 0) < element { index += 1 }
            if index < children.count, children[index].virtualIndex == element {
                index += 1
                continue
            }
            // Rows missing before this one are inserted first, each one place earlier.
            positions.append(index + missing.count)
            missing.append(element)
        }
        defer { trimParked() }
        guard !missing.isEmpty else { return }
        let views = makeRows(missing)
        let waiting = takeParked(parkedRows(for: missing, views: views))
        for index in missing.indices {
            if let row = waiting[index] {
                unpark(row, showing: views[index], at: positions[index], element: missing[index])
            } else {
                node.addChild(views[index], at: positions[index], virtualIndex: missing[index])
            }
        }
    }

    /// The views of `elements`, made in one tracking scope for the `ForEach`:
    /// a scope per row cost a registration per row with every model the rows
    /// read, and a callback per row on each write to it.
    private func makeRows(_ elements: [Int]) -> [any View] {
        let makeRow = makeRow
        return node.trackingReads {
            var views: [any View] = []
            views.reserveCapacity(elements.count)
            for element in elements { views.append(makeRow(element)) }
            return views
        }
    }

    /// Brings every built row up to date with its element's view.
    func updateBuiltRows() {
        let built = builtRows()
        updateRows(built.rows, built.elements)
    }

    /// The built rows in order, and the element each shows. A loop: a
    /// main-actor closure handed to `compactMap` checks the executor per row.
    private func builtRows() -> (rows: [ViewNode], elements: [Int]) {
        var rows: [ViewNode] = [], elements: [Int] = []
        rows.reserveCapacity(node.children.count)
        elements.reserveCapacity(node.children.count)
        for child in node.children {
            if let element = child.virtualIndex {
                rows.append(child)
                elements.append(element)
            }
        }
        return (rows, elements)
    }
}

extension LazyRows {
    /// The most row edits a change may make for the stack's measured lengths to follow them one by one.
    static let editsFollowedByLengths = 64
    /// The most places in view left without a row for which a change that keeps some rows lends rows in place.
    static let holesLentInPlace = 2

    private nonisolated static func inElementOrder(_ first: (node: ViewNode, element: Int),
                                                   _ second: (node: ViewNode, element: Int)) -> Bool {
        first.element < second.element
    }

    /// Applies a data change to the rows, built or not: removed elements go
    /// with their state, built rows that stay keep theirs, and new elements
    /// are built only if they turn out to be visible.
    func apply(_ changes: IdentityChanges, oldIdentities: RowIdentities) {
        let newCount = changes.newCount
        if changes.edits(ifAtMost: 0) != nil && newCount == elementCount {
            // Nothing moved: only the built rows can have changed, and the rest are not walked.
            updateBuiltRows()
            return
        }
        let base = baseOffset
        let graph = node.graph
        // Only the built rows have nodes, and the diff knows where each one's
        // element ends up: the built rows are looked up once each, and the
        // stack's rows moved once at the end. Following each built row through
        // every edit cost edits × built rows.
        let (built, elements) = builtRows()
        var tracked: [Int?] = []
        tracked.reserveCapacity(elements.count)
        for element in elements { tracked.append(changes.destination(ofOld: element)) }
        graph.rowPlacementSteps += elements.count
        // A few edits are handed on as they are, so the stack's measured
        // lengths follow their rows; following thousands would cost edits ×
        // measured rows, and then most rows are new anyway.
        let few = perElement == 0 ? changes.edits : changes.edits(ifAtMost: Self.editsFollowedByLengths / perElement)
        var rowEdits: [DisplayEdit]? = few != nil ? [] : nil
        func record(_ edit: DisplayEdit) {
            graph.record(edit)
            rowEdits?.append(edit)
        }
        // With no log kept and too many edits for the stack to follow, the
        // edits are not walked at all: clearing or filling a list of 1,000
        // makes no 1,000 edits that nobody reads.
        if graph.recordsEdits || rowEdits != nil {
            for edit in few ?? changes.edits { edit.displayEdits(base: base, perRow: perElement, record) }
        }
        var anyStays = false
        for destination in tracked where destination != nil {
            anyStays = true
            break
        }
        lendRowsToNewElements(built, elements: elements, tracked: &tracked, newCount: newCount, replacingAll: !anyStays)
        var relocation = RowRelocation(base: base, oldEnd: base + elementCount * perElement,
                                       shift: (newCount - elementCount) * perElement, perElement: perElement)
        relocation.edits = rowEdits
        relocation.destinations.reserveCapacity(built.count)
        var kept: [(node: ViewNode, element: Int)] = []
        var gone: [(node: ViewNode, layout: LayoutNode?, element: Int)] = []
        for index in built.indices {
            if let new = tracked[index] {
                relocation.destinations[elements[index]] = new
                kept.append((built[index], new))
            } else {
                gone.append((built[index], perElement == 1 ? layout.rows[base + elements[index]] : nil, elements[index]))
            }
        }
        layout.relocateRows(count: layout.count + relocation.shift, by: relocation)
        for (row, rowLayout, element) in gone where !park(row, layout: rowLayout, identity: oldIdentities.identity(at: element)) {
            row.tearDown()
        }
        // Built rows were in element order; moves may have changed their order.
        kept.sort(by: Self.inElementOrder)
        var children = ViewNodeChildren()
        children.reserveCapacity(kept.count)
        for (child, element) in kept {
            child.virtualIndex = element
            children.append(child)
        }
        node.children = children
        node.reindexChildren(from: 0)
        if newCount != elementCount { setElementCount(newCount) }
        updateBuiltRows()
    }

    /// Gives built rows that would be torn down to elements that would need
    /// new rows, when nothing in those rows belongs to their identity: a row
    /// whose element left, or that moved out of the rows in view, instead
    /// shows an element that now stands in view without a row, and is updated
    /// with its view, as a row whose element changed value is. New data for
    /// the rows in view, a swap with a row far below, a row removed (the row
    /// gone takes the place at the bottom that comes into view) then update a
    /// few texts instead of tearing rows down and building others just like them.
    ///
    /// Rows are lent only when the change replaces the data (no built row's
    /// element stays) or leaves at most `holesLentInPlace` places in view
    /// without a row (a swap, a removal): a row lent is updated in place,
    /// which costs less than one put back for another element. A wider
    /// change (a filter, a shuffle, a sort) is one a user often undoes, so
    /// its rows wait under their elements' ids instead (`LazyRows+Parking`)
    /// and come back unchanged when those elements do.
    ///
    /// The rows in view are taken to be those built, by element: what placing
    /// builds afterwards follows the scroll offset, and a guess that misses
    /// only costs what a row built anew does. A row whose element left takes
    /// its own place first. Only without animation: an animated change shows
    /// rows leaving, arriving and moving, each with its transition.
    private func lendRowsToNewElements(_ built: [ViewNode], elements: [Int], tracked: inout [Int?], newCount: Int,
                                       replacingAll: Bool) {
        guard let low = elements.first, let last = elements.last, newCount > 0, isUnanimated else { return }
        // Built rows are in element order.
        let high = min(last, newCount - 1)
        guard low <= high else { return }
        var filled = [Bool](repeating: false, count: high - low + 1)
        var leaving: [Int] = []
        for index in built.indices {
            if let element = tracked[index], element >= low, element <= high {
                filled[element - low] = true
            } else {
                leaving.append(index)
            }
        }
        guard filled.contains(false) else { return }
        // An element whose own row waits takes that one back (`LazyRows+Parking`).
        if !parked.isEmpty {
            for hole in filled.indices where !filled[hole] && parkedRow(showing: low + hole) != nil { filled[hole] = true }
        }
        if !replacingAll {
            var holes = 0
            for isFilled in filled where !isFilled { holes += 1 }
            guard holes <= Self.holesLentInPlace else { return }
        }
        var lent: [Int] = []
        for index in leaving where built[index].keepsNoIdentity() {
            let element = elements[index]
            if tracked[index] == nil, element <= high, !filled[element - low] {
                tracked[index] = element
                filled[element - low] = true
            } else {
                lent.append(index)
            }
        }
        var hole = 0
        for index in lent {
            while hole < filled.count, filled[hole] { hole += 1 }
            guard hole < filled.count else { return }
            tracked[index] = low + hole
            filled[hole] = true
        }
    }
}
