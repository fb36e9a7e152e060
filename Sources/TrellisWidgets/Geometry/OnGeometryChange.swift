@_spi(TrellisExtension) import TrellisCore

extension View {
    /// Calls `action` with a value made from this view's geometry by
    /// `transform`: once it is first laid out, then whenever the value
    /// changes (an equal value calls nothing, so a transform that keeps only
    /// what matters keeps the action quiet).
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// Calls `action` with the old and the new value made from this view's
    /// geometry by `transform` whenever it changes; the first time, both are
    /// the first value.
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}

/// Reads the geometry behind the content, where it takes no room, and hands
/// the transformed value up as a preference its own reader acts on.
struct GeometryChangeModifier<T: Equatable & Sendable>: ViewModifier {
    let transform: @Sendable (GeometryProxy) -> T
    let action: (T, T) -> Void
    @State private var last = GeometryChangeMemory<T>()

    func body(content: Content) -> some View {
        let transform = self.transform
        return content
            // A reader builds its content only once it is placed, so every value is laid-out geometry.
            .background(GeometryReader { proxy in
                Color.clear.preference(key: GeometryChangeKey<T>.self, value: transform(proxy))
            })
            .onPreferenceChange(GeometryChangeKey<T>.self) { value in
                guard let value else { return }
                let old = last.value ?? value
                last.value = value
                action(old, value)
            }
    }
}

/// The value last handed to the action, kept without invalidating the view.
final class GeometryChangeMemory<T> {
    var value: T?
}

/// One modifier's value. A reader keeps the last value reported in its
/// subtree, which is its own: the background comes after the content.
struct GeometryChangeKey<T: Equatable>: PreferenceKey {
    static var defaultValue: T? { nil }
    static func reduce(value: inout T?, nextValue: () -> T?) {
        if let next = nextValue() { value = next }
    }
}
