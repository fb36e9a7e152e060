import Foundation

/// What a drop does to the items: SwiftUI's `DropOperation`.
public enum DropOperation: Sendable, Hashable {
    /// The drop ends without taking the items.
    case cancel
    /// A drop here is not allowed; the drop is not performed.
    case forbidden
    /// The items are copied; the default.
    case copy
    /// The items are moved.
    case move
}

/// The operation a drop delegate proposes while a drag moves over its view.
public struct DropProposal: Sendable, Hashable {
    /// What the drop would do.
    public let operation: DropOperation

    /// A proposal to do `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// A drag over a view with `.onDrop(of:delegate:)`: where it is and what it carries.
public struct DropInfo: Sendable {
    /// Where the drag is, in the view's own coordinates.
    public let location: CGPoint
    /// Every item the drag carries; empty while a drop from another program
    /// is still under way, since the desktop hands over its items only at the drop.
    let providers: [NSItemProvider]

    /// Whether any item is offered as one of `contentTypes` (or a type conforming to one).
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        hasItemsConforming(to: contentTypes.map(\.identifier))
    }

    /// Whether any item is offered as one of the type identifiers `types`.
    public func hasItemsConforming(to types: [String]) -> Bool {
        !itemProviders(for: types).isEmpty
    }

    /// The items offered as one of `contentTypes`; read them in `performDrop(info:)`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        itemProviders(for: contentTypes.map(\.identifier))
    }

    /// The items offered as one of the type identifiers `types`.
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        providers.filter { provider in types.contains(where: provider.hasItemConformingToTypeIdentifier) }
    }
}

/// What a view with `.onDrop(of:delegate:)` does as a drag comes, moves,
/// leaves and drops. Only a drag carrying one of the view's types reaches it.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether the drop may happen here; by default it may.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop: start loading the items here. Returns whether it was taken.
    func performDrop(info: DropInfo) -> Bool
    /// A drag that may drop here came over the view.
    func dropEntered(info: DropInfo)
    /// The drag moved over the view; return what a drop would do, or nil
    /// to keep the last proposal (at first, a copy).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the view, or dropped.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// A drop of the view's types may happen anywhere on it.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Nothing happens as the drag comes.
    public func dropEntered(info: DropInfo) {}
    /// The last proposal stands.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing happens as the drag leaves.
    public func dropExited(info: DropInfo) {}
}
