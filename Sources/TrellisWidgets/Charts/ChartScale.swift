@_spi(TrellisExtension) import TrellisCore

import Foundation

/// Maps values on one axis to positions, and chooses the axis's ticks.
struct ChartScale {
    enum Kind {
        /// Numbers (or dates, as seconds) from `lower` to `upper`.
        case linear(lower: Double, upper: Double)
        /// Named bands, in the order first seen.
        case bands([String])
    }

    let kind: Kind
    let isDate: Bool
    /// Where ticks and grid lines go, with their labels.
    let ticks: [(value: ChartValue, label: String)]

    /// A scale for `values`: a fixed `domain` when given, else the values' range
    /// widened to round numbers, from zero when `includesZero`.
    init(_ values: [ChartValue], domain: ClosedRange<Double>?, includesZero: Bool) {
        var categories: [String] = []
        var seen: Set<String> = []
        var numbers: [Double] = []
        var dates = false
        for value in values {
            switch value {
            case .category(let name): if seen.insert(name).inserted { categories.append(name) }
            case .number(let number): numbers.append(number)
            case .date(let seconds):
                dates = true
                numbers.append(seconds)
            }
        }
        isDate = dates
        if !categories.isEmpty && numbers.isEmpty {
            kind = .bands(categories)
            ticks = categories.map { (.category($0), $0) }
            return
        }
        var lower = numbers.min() ?? 0, upper = numbers.max() ?? 1
        if includesZero && !dates { lower = min(lower, 0); upper = max(upper, 0) }
        if let domain, domain.lowerBound.isFinite, domain.upperBound.isFinite {
            lower = domain.lowerBound
            upper = domain.upperBound
        }
        if upper - lower < 1e-12 { upper = lower + 1 }
        let step = Self.niceStep((upper - lower) / 5)
        if domain == nil && !dates {
            lower = (lower / step).rounded(.down) * step
            upper = (upper / step).rounded(.up) * step
        }
        kind = .linear(lower: lower, upper: upper)
        var ticks: [(ChartValue, String)] = []
        var tick = (lower / step).rounded(.up) * step
        let decimals = max(0, Int(-log10(step).rounded(.down)))
        while tick <= upper + step * 1e-9, ticks.count < 50 {
            let clean = abs(tick) < step * 1e-9 ? 0 : tick
            ticks.append(dates ? (.date(clean), Self.dateLabel(clean, span: upper - lower))
                               : (.number(clean), String(format: "%.\(decimals)f", clean)))
            tick += step
        }
        self.ticks = ticks
    }

    /// Where `value` lies, from 0 (the start of the axis) to 1 (its end); `nil` when it has no place.
    func fraction(of value: ChartValue) -> Double? {
        switch (kind, value) {
        case (.linear(let lower, let upper), _):
            guard let number = value.number else { return nil }
            return (number - lower) / (upper - lower)
        case (.bands(let names), .category(let name)):
            guard let index = names.firstIndex(of: name) else { return nil }
            return (Double(index) + 0.5) / Double(names.count)
        case (.bands, _):
            return nil
        }
    }

    /// The width of one band as a fraction of the axis, for bars; the axis over the marks' count when linear.
    func bandFraction(marks: Int) -> Double {
        switch kind {
        case .bands(let names): 1 / Double(max(names.count, 1))
        case .linear: 1 / Double(max(marks, 1))
        }
    }

    /// The smallest of 1, 2 or 5 times a power of ten that is at least `rough`.
    static func niceStep(_ rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        let power = pow(10, log10(rough).rounded(.down))
        for factor in [1.0, 2.0, 5.0, 10.0] where power * factor >= rough * 0.999 { return power * factor }
        return power * 10
    }

    private static func dateLabel(_ seconds: Double, span: Double) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = span < 120 ? "HH:mm:ss" : span < 2 * 86_400 ? "HH:mm" : "MMM d"
        return formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds))
    }
}
