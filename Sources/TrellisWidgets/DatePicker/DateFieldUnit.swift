@_spi(TrellisExtension) import TrellisCore

import Foundation

/// One editable part of a date field, and the calendar arithmetic on it.
///
/// Stepping carries into the larger parts (the day after the 31st of January
/// is the 1st of February), as `Calendar` adds; setting a part keeps the
/// others and pulls the day back into the month (the 31st becomes the 30th in
/// a 30-day month). Every result is clamped to the picker's range.
enum DateFieldUnit: Int, CaseIterable, Hashable, Sendable {
    case year, month, day, hour, minute, second

    /// The units a picker showing `components` edits, in the order shown.
    static func shown(for components: DatePickerComponents) -> [DateFieldUnit] {
        var units: [DateFieldUnit] = []
        if components.contains(.date) { units += [.year, .month, .day] }
        if components.contains(.hourAndMinute) { units += [.hour, .minute] }
        if components.contains(.hourMinuteAndSecond) { units.append(.second) }
        return units.isEmpty ? [.year, .month, .day] : units
    }

    /// The calendar's name for this part.
    var component: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    /// What a screen reader calls the part, as a browser's date field names its spin buttons.
    var spokenName: String {
        switch self {
        case .year: "Year"
        case .month: "Month"
        case .day: "Day"
        case .hour: "Hour"
        case .minute: "Minute"
        case .second: "Second"
        }
    }

    /// How many digits the part shows, and how many typed digits complete it.
    var digits: Int { self == .year ? 4 : 2 }

    /// What goes after the part when another follows it.
    var separator: String {
        switch self {
        case .year, .month: "-"
        case .day: "  "
        case .hour, .minute: ":"
        case .second: ""
        }
    }

    /// The part of `date`, zero-padded.
    func text(of date: Date, in calendar: Calendar) -> String {
        let value = calendar.component(component, from: date)
        let digits = String(value)
        return String(repeating: "0", count: max(self.digits - digits.count, 0)) + digits
    }

    /// The values the part may take in the month of `date`.
    func range(around date: Date, in calendar: Calendar) -> ClosedRange<Int> {
        switch self {
        case .year: 1...9999
        case .month: 1...12
        case .day: 1...(calendar.range(of: .day, in: .month, for: date)?.count ?? 31)
        case .hour: 0...23
        case .minute, .second: 0...59
        }
    }

    /// `date` moved by `amount` of this part, carrying into the larger ones.
    func stepped(_ date: Date, by amount: Int, in calendar: Calendar, within bounds: DateBounds) -> Date {
        bounds.clamp(calendar.date(byAdding: component, value: amount, to: date) ?? date)
    }

    /// `date` with this part set to `value` (clamped to what it may be),
    /// the day pulled back into the month when the month is shorter.
    func setting(_ value: Int, of date: Date, in calendar: Calendar, within bounds: DateBounds) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        let allowed = range(around: date, in: calendar)
        let wanted = min(max(value, allowed.lowerBound), allowed.upperBound)
        switch self {
        case .year: parts.year = wanted
        case .month: parts.month = wanted
        case .day: parts.day = wanted
        case .hour: parts.hour = wanted
        case .minute: parts.minute = wanted
        case .second: parts.second = wanted
        }
        if self == .year || self == .month {
            // The 31st of a 30-day month would roll over; keep it in the month asked for.
            var first = parts
            first.day = 1
            if let start = calendar.date(from: first), let days = calendar.range(of: .day, in: .month, for: start) {
                parts.day = min(parts.day ?? 1, days.count)
            }
        }
        return bounds.clamp(calendar.date(from: parts) ?? date)
    }
}

/// The dates a picker allows: a lower bound, an upper bound, both or neither.
struct DateBounds: Equatable, Sendable {
    var lower: Date?
    var upper: Date?

    /// `date`, or the nearer bound when it lies outside them.
    func clamp(_ date: Date) -> Date {
        if let lower, date < lower { return lower }
        if let upper, date > upper { return upper }
        return date
    }
}
