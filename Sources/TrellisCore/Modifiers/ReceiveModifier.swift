import Foundation
import OpenCombine

/// Subscribes to a publisher while the content is in the graph and runs an
/// action on the main actor with each value.
///
/// The subscription starts after the update that adds the view (as `onAppear`
/// runs), so a publisher that replays its current value on subscription, such
/// as a `@Published` property's, calls the action once at appearance. It is
/// cancelled when the view leaves, and made again when the view is given a
/// different publisher; the newest action always runs. Values sent on the main
/// actor run the action at once; values from other threads run it on the main
/// actor at the start of the next frame.
struct ReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    /// Its node keeps a `Subscription`.
    package typealias NodeState = Subscription

    let publisher: P
    let action: @MainActor (P.Output) -> Void

    @MainActor
    final class Subscription {
        var action: @MainActor (P.Output) -> Void
        var cancellable: AnyCancellable?
        /// Cleared when the view leaves, so values still on their way are dropped.
        var isActive = true

        init(action: @escaping @MainActor (P.Output) -> Void) {
            self.action = action
        }
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        let subscription = Subscription(action: action)
        keep(subscription, in: node)
        node.addChild(content)
        subscribe(subscription, graph: node.graph)
        node.teardownActions.append {
            subscription.isActive = false
            subscription.cancellable?.cancel()
            subscription.cancellable = nil
        }
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if let subscription = state(of: node) {
            subscription.action = action
            if !ValueEquality.areEqual(old.publisher, publisher) {
                subscription.cancellable?.cancel()
                subscribe(subscription, graph: node.graph)
            }
        }
        node.children[0].update(toValue: content)
    }

    private func subscribe(_ subscription: Subscription, graph: ViewGraph) {
        let publisher = publisher
        graph.afterUpdate { [weak graph] in
            guard let graph, subscription.isActive else { return }
            subscription.cancellable = Self.sink(publisher, into: Unchecked(subscription), graph: graph)
        }
    }

    // Not on the main actor: the closure runs on whichever thread the publisher sends on.
    private nonisolated static func sink(_ publisher: P, into subscription: Unchecked<Subscription>,
                                         graph: ViewGraph) -> AnyCancellable {
        publisher.sink { value in
            let value = Unchecked(value)
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { subscription.value.action(value.value) }
            } else {
                graph.deliverAtNextUpdate {
                    if subscription.value.isActive { subscription.value.action(value.value) }
                }
            }
        }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is shown.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> some View
        where P.Failure == Never {
        ModifiedContent(content: self, modifier: ReceiveModifier(publisher: publisher, action: action))
    }
}

