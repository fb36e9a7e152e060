/// A layout that paints chrome of its own (a field's outline, a picker's
/// track) in colours that depend on light or dark mode.
///
/// Containers are not rebuilt when the environment changes, so the graph hands
/// such layouts the new scheme directly.
@MainActor
package protocol ColorSchemeDependent: AnyObject {
    /// The scheme its colours are resolved in.
    var colorScheme: ColorScheme { get set }
}
