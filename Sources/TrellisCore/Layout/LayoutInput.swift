/// Turns sizes from user code into something layout can use.
///
/// NaN, infinite and negative sizes would poison every calculation after them;
/// they are clamped here, with one warning per kind of mistake.
@MainActor
package enum LayoutInput {
    /// `value` if it is finite, otherwise `fallback`, with a warning.
    static func finite(_ value: Double, _ what: String, fallback: Double = 0) -> Double {
        guard !value.isFinite else { return value }
        Diagnostics.warnOnce("layout.\(what).\(value.isNaN ? "nan" : "infinite")",
                             "\(what) of \(value) is not a usable number; using \(fallback)")
        return fallback
    }

    /// A length that must be finite and not negative.
    package static func length(_ value: Double, _ what: String) -> Double {
        let checked = finite(value, what)
        guard checked >= 0 else {
            Diagnostics.warnOnce("layout.\(what).negative", "\(what) of \(value) is negative; using 0")
            return 0
        }
        return checked
    }

    /// An optional size limit: `nil` stays `nil`; NaN and negatives become 0. Infinity is kept
    /// where `allowsInfinity`, as `maxWidth: .infinity` means "take all the space".
    static func limit(_ value: CGFloat?, _ what: String, allowsInfinity: Bool) -> Double? {
        guard let value = value.map(Double.init) else { return nil }
        if value == .infinity && allowsInfinity { return value }
        guard value.isFinite else {
            // A size that is not a number sets no limit at all, as if it were not given.
            Diagnostics.warnOnce("layout.\(what).\(value.isNaN ? "nan" : "infinite")",
                                 "\(what) of \(value) is not a usable size; ignoring it")
            return nil
        }
        return length(value, what)
    }
}
