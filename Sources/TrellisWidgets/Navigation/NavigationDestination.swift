@_spi(TrellisExtension) import TrellisCore

/// Registers how the enclosing stack shows pushed values of one type.
struct NavigationDestinationModifier<Value: Hashable, Destination: View>: ViewModifier {
    let destination: @MainActor (Value) -> Destination
    @Environment(\.navigationStack) private var stack

    func body(content: Content) -> some View {
        if let stack {
            let destination = destination
            stack.register(ObjectIdentifier(Value.self)) { value in
                AnyView(destination(value.base as! Value))
            }
        } else {
            Diagnostics.warnOnce("navigationDestination.noStack.\(Value.self)",
                                 "navigationDestination(for: \(Value.self).self) is not inside a NavigationStack; it is ignored")
        }
        return content
    }
}

/// Pushes a screen on the enclosing stack while a binding is true, and sets it
/// false when the screen is popped.
struct PresentedDestinationModifier<Destination: View>: ViewModifier {
    @Binding var isPresented: Bool
    let destination: Destination
    @Environment(\.navigationStack) private var stack
    @State private var owner = NavigationOwner()

    func body(content: Content) -> some View {
        if isPresented { stack?.refresh(owner: ObjectIdentifier(owner), with: AnyView(destination)) }
        return content
            .onChange(of: isPresented, initial: true) { _, shown in sync(shown) }
            .onDisappear { stack?.withdraw(owner: ObjectIdentifier(owner)) }
    }

    private func sync(_ shown: Bool) {
        guard let stack else {
            if shown {
                Diagnostics.warnOnce("navigationDestination.isPresented.noStack",
                                     "navigationDestination(isPresented:) is not inside a NavigationStack; nothing is pushed")
            }
            return
        }
        let id = ObjectIdentifier(owner)
        if shown {
            let binding = $isPresented
            stack.present(AnyView(destination), owner: id) { binding.wrappedValue = false }
        } else {
            stack.withdraw(owner: id)
        }
    }
}

extension View {
    /// Shows `destination` for values of `data` pushed on the enclosing stack,
    /// by a `NavigationLink(value:)` or through its path.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping @MainActor (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is true;
    /// popping the screen sets it back to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(PresentedDestinationModifier(isPresented: isPresented, destination: destination()))
    }
}

/// Stands for the screen a link or a destination pushed, for as long as the view that pushed it lives.
final class NavigationOwner {}
