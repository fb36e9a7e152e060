// A title written as a string literal with SwiftUI's interpolations (`specifier:`,
// `format:`); the controls' titles of this kind are in the widget library.

extension Text {
    /// Shows the text of `key`; `tableName`, `bundle` and `comment` are accepted for SwiftUI code and not looked up.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.resolved)
    }
}
