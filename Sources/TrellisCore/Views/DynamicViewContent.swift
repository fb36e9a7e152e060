/// A view that makes its rows from a collection, such as `ForEach`: a list
/// can delete and move its rows by offset in `data`.
public protocol DynamicViewContent: View {
    /// The type of collection the rows come from.
    associatedtype Data: Collection
    /// The collection the rows come from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// Content that carries a list's delete and move actions: `ForEach`.
@MainActor
protocol EditableRows {
    var deleteAction: ((IndexSet) -> Void)? { get set }
    var moveAction: ((IndexSet, Int) -> Void)? { get set }
}

extension ForEach: EditableRows {}

extension DynamicViewContent {
    /// Lets a list delete these rows: with a row selected, Delete or Backspace
    /// calls `action` with the offsets in `data` of the selected rows.
    /// `nil` turns deleting off.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
        editing { $0.deleteAction = action }
    }

    /// Lets a list reorder these rows by dragging: `action` gets the offsets in
    /// `data` of the dragged rows and the offset, counted before the move, that
    /// they go in front of. `nil` turns moving off.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        editing { $0.moveAction = action }
    }

    private func editing(_ change: (inout any EditableRows) -> Void) -> Self {
        guard var rows = self as? any EditableRows else {
            Diagnostics.warnOnce("DynamicViewContent.edits.\(Self.self)",
                "\(Self.self) cannot delete or move rows; only ForEach can, so onDelete and onMove do nothing here")
            return self
        }
        change(&rows)
        return rows as? Self ?? self
    }
}
