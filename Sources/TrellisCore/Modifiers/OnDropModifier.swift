import Foundation

extension View {
    /// Takes drops of items offered as one of `supportedContentTypes`: files
    /// or text from another program, or a `.draggable` payload from inside
    /// the app, as `NSItemProvider`s to load them from.
    ///
    /// `isTargeted` is set while such a drag is over the view. `action`
    /// receives the providers of the items of those types and returns whether
    /// it took the drop; start loading in it, since the providers are handed
    /// over only for the drop.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping @MainActor ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes.map(\.identifier), isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes drops of items offered as one of `supportedContentTypes`, with
    /// the drop's location in this view's own coordinates.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping @MainActor ([NSItemProvider], CGPoint) -> Bool) -> some View {
        onDrop(of: supportedContentTypes.map(\.identifier), isTargeted: isTargeted, perform: action)
    }

    /// Takes drops of items offered as one of the type identifiers `supportedTypes`.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping @MainActor ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes drops of items offered as one of the type identifiers
    /// `supportedTypes`, with the location in this view's own coordinates.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping @MainActor ([NSItemProvider], CGPoint) -> Bool) -> some View {
        modifier(OnDropModifier(types: supportedTypes,
                                delegate: ClosureDropDelegate(types: supportedTypes, isTargeted: isTargeted, action: action)))
    }

    /// Takes drops of items offered as one of `supportedContentTypes`, telling
    /// `delegate` as the drag comes, moves, leaves and drops.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedContentTypes.map(\.identifier), delegate: delegate)
    }

    /// Takes drops of items offered as one of the type identifiers
    /// `supportedTypes`, telling `delegate` as the drag comes, moves, leaves and drops.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        modifier(OnDropModifier(types: supportedTypes, delegate: delegate))
    }
}

/// The closure forms of `.onDrop`, as a delegate.
private struct ClosureDropDelegate: DropDelegate {
    let types: [String]
    let isTargeted: Binding<Bool>?
    let action: @MainActor ([NSItemProvider], CGPoint) -> Bool

    func performDrop(info: DropInfo) -> Bool { action(info.itemProviders(for: types), info.location) }
    func dropEntered(info: DropInfo) { isTargeted?.wrappedValue = true }
    func dropExited(info: DropInfo) { isTargeted?.wrappedValue = false }
}

/// Puts a drop destination on its content that hands the items to a
/// `DropDelegate` as item providers.
private struct OnDropModifier: ViewModifier {
    let types: [String]
    let delegate: any DropDelegate
    /// Kept across updates, so a drag that is under way keeps its proposal.
    @State private var drag = DragOverView()

    func body(content: Content) -> some View {
        let (types, delegate, drag) = (types, delegate, drag)
        return ModifiedContent(content: content, modifier: InteractionModifier { interaction in
            interaction.dropTarget = drag.target(types: types, delegate: delegate)
        })
    }
}

/// What `.onDrop` knows of the drag over its view: its items, once known,
/// and the operation the delegate last proposed.
@MainActor
private final class DragOverView {
    private var providers: [NSItemProvider] = []
    private var operation = DropOperation.copy

    func target(types: [String], delegate: any DropDelegate) -> DropTarget {
        DropTarget(
            accepts: { [self] items in
                providers = NSItemProvider.providers(for: items)
                let info = DropInfo(location: .zero, providers: providers)
                return info.hasItemsConforming(to: types) && delegate.validateDrop(info: info)
            },
            acceptsOffer: { kind in
                // A desktop drag names no file types before the drop, so files may be of any;
                // the delegate is asked once the items are known.
                kind == .files || DropInfo(location: .zero, providers: NSItemProvider.providers(for: kind.standIns))
                    .hasItemsConforming(to: types)
            },
            perform: { [self] items, point in
                let info = DropInfo(location: point, providers: NSItemProvider.providers(for: items))
                let allowed = operation != .forbidden && operation != .cancel
                return allowed && info.hasItemsConforming(to: types) && delegate.validateDrop(info: info)
                    && delegate.performDrop(info: info)
            },
            onTargeted: { [self] targeted, point in
                let info = DropInfo(location: point, providers: providers)
                if targeted {
                    operation = .copy
                    delegate.dropEntered(info: info)
                } else {
                    delegate.dropExited(info: info)
                    providers = []
                }
            },
            onMove: { [self] point in
                if let proposal = delegate.dropUpdated(info: DropInfo(location: point, providers: providers)) {
                    operation = proposal.operation
                }
            })
    }
}
