/// Which control has keyboard focus, as a value a view owns and can set.
///
/// Bind it to controls with `.focused($flag)` or `.focused($field, equals: .name)`:
/// it follows focus as it moves, and setting it moves focus.
@MainActor @preconcurrency @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// The binding `.focused` takes.
    @MainActor
    public struct Binding {
        let binding: TrellisCore.Binding<Value>

        /// The current value.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }
    }

    init(initial: Value) {
        state = State(wrappedValue: initial)
    }

    /// Not focused at first.
    public init() where Value == Bool {
        self.init(initial: false)
    }

    /// Nothing focused at first.
    public init<Wrapped: Hashable>() where Value == Wrapped? {
        self.init(initial: nil)
    }

    /// The focused value now.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `.focused`.
    public var projectedValue: Binding { Binding(binding: state.projectedValue) }

    /// Connects the storage to the view's node.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        state._install(in: node, slot: &slot)
    }
}

/// Ties the focus of the controls inside to a focus-state binding.
@MainActor
class FocusBindingLayout: WrapperLayout {
    var gained: @MainActor () -> Void = {}
    var lost: @MainActor () -> Void = {}
}

/// Keeps a focus-state binding and the router's focus in step; for an
/// `@AccessibilityFocusState` (`forReader`), the reader's focus.
struct FocusedModifier: PrimitiveModifier {
    let isRequested: @MainActor () -> Bool
    let gained: @MainActor () -> Void
    let lost: @MainActor () -> Void
    var forReader = false

    private func configure(_ layout: FocusBindingLayout) {
        layout.gained = gained
        layout.lost = lost
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        let forReader = self.forReader
        node.role = .modifier(ClosureModifierHost { child in
            let layout = forReader ? AccessibilityFocusLayout() : FocusBindingLayout()
            self.configure(layout)
            layout.adopt(child)
            return layout
        })
        node.addChild(content)
        requestIfNeeded(node)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host) = node.role {
            for case let layout as FocusBindingLayout in host.wrappers { configure(layout) }
        }
        node.children[0].update(toValue: content)
        requestIfNeeded(node)
    }

    /// When the binding says "focused" but focus is elsewhere, or "not focused"
    /// while focus is here, ask the router to move it after this update.
    ///
    /// The binding is read as this node's reader: a body that only passes
    /// `$focus` along never reads the value, so without it a write (say, in
    /// `.onAppear`) would reach no one and move no focus.
    private func requestIfNeeded(_ node: ViewNode) {
        guard case .modifier(let host) = node.role, let wrapper = host.wrappers.first as? FocusBindingLayout else { return }
        let wantsFocus = node.trackingReads { isRequested() }
        node.graph.focusRequests.append(FocusRequest(scope: wrapper, wantsFocus: wantsFocus))
    }
}

/// A focus change asked for by a focus-state binding.
@MainActor
package struct FocusRequest {
    package weak var scope: LayoutNode?
    package let wantsFocus: Bool
}

extension View {
    /// Binds whether this control has focus to `binding`.
    public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
        let inner = binding.binding
        return ModifiedContent(content: self, modifier: FocusedModifier(
            isRequested: { inner.wrappedValue },
            gained: { if !inner.wrappedValue { inner.wrappedValue = true } },
            lost: { if inner.wrappedValue { inner.wrappedValue = false } }))
    }

    /// Binds focus to `binding`: it equals `value` while this control has focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        let inner = binding.binding
        return ModifiedContent(content: self, modifier: FocusedModifier(
            isRequested: { inner.wrappedValue == value },
            gained: { if inner.wrappedValue != value { inner.wrappedValue = value } },
            lost: { if inner.wrappedValue == value { inner.wrappedValue = nil } }))
    }
}

extension FocusState: SelfComparingProperty {
    /// Like `@State`, the value lives in the node.
    func isSameInput(as other: Any) -> Bool { true }
}
