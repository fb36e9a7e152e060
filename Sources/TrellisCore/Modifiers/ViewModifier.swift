/// A reusable change to a view, written like a view: `body(content:)` returns
/// what to show in place of `content`. A modifier may have `@State` of its own.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view this modifier produces.
    associatedtype Body: View
    /// Stands for the view being modified, inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension View {
    /// Applies a modifier you wrote.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Where a user modifier's node keeps the content it was applied to, so the
/// `content` placeholders in its body can build and update it.
@MainActor
package final class ModifierContentHost {
    var content: any View
    let modifierType: Any.Type
    var placeholders: [ViewNode] = []

    init(content: any View, modifierType: Any.Type) {
        self.content = content
        self.modifierType = modifierType
    }
}

/// The content inside a `ViewModifier`'s `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    /// Its node keeps the host it found, which holds the content.
    package typealias NodeState = ModifierContentHost
    /// Known only at run time.
    public static var _displayableCount: Int? { nil }

    private static func host(for node: ViewNode) -> ModifierContentHost? {
        var ancestor = node.parent
        while let current = ancestor {
            if let host = current.keptState(as: ModifierContentHost.self), host.modifierType == Modifier.self {
                return host
            }
            ancestor = current.parent
        }
        return nil
    }

    package func makeNode(_ node: ViewNode) {
        guard let host = Self.host(for: node) else { return }
        keep(host, in: node)
        host.placeholders.append(node)
        node.teardownActions.append { [unowned node, weak host] in
            host?.placeholders.removeAll { $0 === node }
        }
        node.addChild(host.content)
    }

    package func updateNode(_ node: ViewNode) {
        guard let host = state(of: node), let child = node.children.first else { return }
        child.update(to: host.content)
    }
}

/// How a node runs a user modifier: like a composite view whose body is
/// `body(content:)`, with the content passed through placeholders.
@MainActor
enum UserModifierNodes {
    static func make<M: ViewModifier>(_ node: ViewNode, modifier: M, content: any View) {
        node.primitiveStorage = ModifierContentHost(content: content, modifierType: M.self)
        node.addChild(node.evaluate(modifier) { $0.body(content: _ViewModifier_Content<M>()) })
    }

    static func update<M: ViewModifier>(_ node: ViewNode, modifier: M, old: Any, content: any View) {
        guard let host = node.keptState(as: ModifierContentHost.self) else { return }
        host.content = content
        if node.needsBodyUpdate || !ValueEquality.areEqual(old, modifier) {
            node.children[0].update(to: node.evaluate(modifier) { $0.body(content: _ViewModifier_Content<M>()) })
        } else {
            for placeholder in host.placeholders {
                placeholder.children.first?.update(to: content)
            }
        }
    }
}
