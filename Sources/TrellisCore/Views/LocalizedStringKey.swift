import Foundation

/// A string literal given to a view's title, with SwiftUI's interpolations:
/// `Text("Total: \(total, format: .currency(code: "EUR"))")` and
/// `Text("\(ratio, specifier: "%.2f")")`.
///
/// Trellis shows the key as written: there is no string-table look-up, and
/// Markdown in a literal is shown as plain characters.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text to show, with every interpolation already formatted.
    package let resolved: String

    /// A key made from a string at run time.
    public init(_ value: String) {
        resolved = value
    }

    /// A key from a literal without interpolations.
    public init(stringLiteral value: String) {
        resolved = value
    }

    /// A key from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.output
    }

    /// Builds a key's text from literal parts and formatted values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        /// Makes room for the literal's text.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Appends a string as it is.
        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        /// Appends any value as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        /// Appends a number formatted by a `printf` specifier such as `"%.2f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }

        /// Appends a value formatted by a format style, such as `.number` or `.dateTime`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
            output += format.format(input)
        }

        /// Appends a value formatted by a Foundation formatter; without one, as it describes itself.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }

        /// Appends a date in a text style, as in `Text("Saved \(date, style: .time)")`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += style.text(for: date, now: Date())
        }

        /// Appends a text's string.
        public mutating func appendInterpolation(_ text: Text) {
            output += text.content
        }
    }
}
