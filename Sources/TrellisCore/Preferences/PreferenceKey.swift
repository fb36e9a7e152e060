/// A key for values that flow up the view graph, from children to an ancestor.
public protocol PreferenceKey {
    /// The type of value.
    associatedtype Value
    /// The value when no view in the subtree sets one.
    static var defaultValue: Value { get }
    /// Combines the values set in a subtree, in order: `value` so far, then the next.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The window's title, set with `.navigationTitle`; the first title set wins.
public struct NavigationTitleKey: PreferenceKey {
    /// No title.
    public static var defaultValue: String? { nil }
    /// Keeps the first title, as the outermost `.navigationTitle` reads first.
    public static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

/// The colour scheme a view asks its window to use, set with `.preferredColorScheme`.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// No preference: the window keeps the scheme it was given.
    public static var defaultValue: ColorScheme? { nil }
    /// Keeps the first scheme asked for, as the outermost request reads first.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        value = value ?? nextValue()
    }
}
