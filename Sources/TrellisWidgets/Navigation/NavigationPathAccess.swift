@_spi(TrellisExtension) import TrellisCore

/// The path a stack shows, whatever its type: a typed array, a `NavigationPath`,
/// or the stack's own path when it was given none.
@MainActor
struct NavigationPathAccess {
    /// The values pushed, bottom first; reading them inside a body tracks the path.
    let elements: @MainActor () -> [AnyHashable]
    /// Pushes `value`; returns false when the path cannot hold its type.
    let append: @MainActor (AnyHashable) -> Bool
    /// Pops the top `k` values.
    let removeLast: @MainActor (Int) -> Void

    /// Reads and writes a `NavigationPath` binding.
    init(_ path: Binding<NavigationPath>) {
        elements = { path.wrappedValue.elements }
        append = { value in
            path.wrappedValue.elements.append(value)
            return true
        }
        removeLast = { k in path.wrappedValue.removeLast(k) }
    }

    /// Reads and writes a typed collection binding; values of other types are refused.
    init<Data>(_ path: Binding<Data>)
        where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        elements = { path.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            guard let typed = value.base as? Data.Element else { return false }
            path.wrappedValue.append(typed)
            return true
        }
        removeLast = { k in path.wrappedValue.removeLast(min(k, path.wrappedValue.count)) }
    }
}
