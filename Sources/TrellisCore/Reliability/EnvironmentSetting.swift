import Foundation

/// Reads a number from a `TRELLIS_*` environment variable, the same way for every one.
///
/// An unset or empty variable gives the default silently. Anything else that
/// cannot be used gives exactly one warning naming the variable, what it held
/// and the value used instead, and never a crash: text that is not a number,
/// NaN or a value below the range falls back to the default, and a value above
/// the range (however absurd: `8796093022208` megabytes) is cut to the largest
/// one allowed, as that is the nearest to what was asked for.
package enum EnvironmentSetting {
    /// A whole number within `range`, from `name` in `environment`; `belowRange`
    /// is used for a value under the range, when that is better than the default.
    package static func integer(_ name: String, default fallback: Int, in range: ClosedRange<Int>, belowRange: Int? = nil,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        guard let text = environment[name], !text.isEmpty else { return fallback }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed) {
            if number < range.lowerBound { return refuse(name, text, "is below \(range.lowerBound)", using: belowRange ?? fallback) }
            if number > range.upperBound { return refuse(name, text, "is above \(range.upperBound)", using: range.upperBound) }
            return number
        }
        // Digits too many for an Int are still a number, just an absurdly large one.
        if let number = Double(trimmed), !number.isNaN, number == number.rounded() {
            return number > 0 ? refuse(name, text, "is above \(range.upperBound)", using: range.upperBound)
                : refuse(name, text, "is below \(range.lowerBound)", using: belowRange ?? fallback)
        }
        return refuse(name, text, "is not a whole number", using: fallback)
    }

    /// A number within `range`, from `name` in `environment`.
    package static func number(_ name: String, default fallback: Double, in range: ClosedRange<Double>,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        guard let text = environment[name], !text.isEmpty else { return fallback }
        guard let number = Double(text.trimmingCharacters(in: .whitespaces)), !number.isNaN else {
            return refuse(name, text, "is not a number", using: fallback)
        }
        if number < range.lowerBound { return refuse(name, text, "is below \(range.lowerBound)", using: fallback) }
        if number > range.upperBound { return refuse(name, text, "is above \(range.upperBound)", using: range.upperBound) }
        return number
    }

    private static func refuse<Value>(_ name: String, _ text: String, _ reason: String, using value: Value) -> Value {
        Diagnostics.warnOnce("environment:\(name)=\(text)",
                             "\(name)=\"\(Diagnostics.excerpt(text))\" \(reason); using \(value)")
        return value
    }
}
