@_spi(TrellisExtension) import TrellisCore

import Foundation

/// One month as a calendar page shows it: six weeks of seven days from the
/// calendar's first weekday, the days of the months either side filling the
/// first and last weeks, so every month takes the same room.
struct CalendarPage: Equatable {
    /// One square of the page.
    struct Day: Hashable {
        /// The first moment of the day.
        let start: Date
        /// The day of the month, as printed.
        let number: Int
        /// Whether the day belongs to the page's month rather than a neighbour.
        let isInMonth: Bool
    }

    static let weeks = 6
    static let daysPerWeek = 7

    let calendar: Calendar
    /// The first moment of the month.
    let start: Date

    /// The page of the month `date` falls in.
    init(containing date: Date, in calendar: Calendar) {
        self.calendar = calendar
        start = calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    /// The page `months` later, or earlier when negative.
    func moved(by months: Int) -> CalendarPage {
        CalendarPage(containing: calendar.date(byAdding: .month, value: months, to: start) ?? start, in: calendar)
    }

    /// The month and year, as a calendar's header names them: "November 2026".
    var title: String {
        let month = calendar.component(.month, from: start)
        let names = namingCalendar.standaloneMonthSymbols
        let name = names.indices.contains(month - 1) ? names[month - 1] : String(month)
        // Written out digit by digit: a year is not a quantity to group with separators.
        return "\(name) \(String(calendar.component(.year, from: start)))"
    }

    /// The calendar, speaking the user's language when it was made without a
    /// locale: `Calendar(identifier:)` has none and would name November "M11".
    /// Only names come from it; the weeks still start on the calendar's own first weekday.
    private var namingCalendar: Calendar {
        guard (calendar.locale?.identifier ?? "").isEmpty else { return calendar }
        var named = calendar
        named.locale = .current
        return named
    }

    /// The initials heading the columns, from the calendar's first weekday on.
    /// The weekdays' whole names, in the order the columns show them.
    var weekdayNames: [String] {
        let symbols = namingCalendar.standaloneWeekdaySymbols
        guard symbols.count == Self.daysPerWeek else { return weekdayInitials }
        let first = calendar.firstWeekday - 1
        return (0..<Self.daysPerWeek).map { symbols[(first + $0) % Self.daysPerWeek] }
    }

    var weekdayInitials: [String] {
        let symbols = namingCalendar.veryShortStandaloneWeekdaySymbols
        guard symbols.count == Self.daysPerWeek else { return Array(repeating: "", count: Self.daysPerWeek) }
        let first = calendar.firstWeekday - 1
        return (0..<Self.daysPerWeek).map { symbols[(first + $0) % Self.daysPerWeek] }
    }

    /// The 42 days shown, week by week.
    var days: [Day] {
        let weekday = calendar.component(.weekday, from: start)
        let leading = (weekday - calendar.firstWeekday + Self.daysPerWeek) % Self.daysPerWeek
        let month = calendar.component(.month, from: start)
        return (0..<(Self.weeks * Self.daysPerWeek)).map { index in
            let day = calendar.date(byAdding: .day, value: index - leading, to: start) ?? start
            return Day(start: day, number: calendar.component(.day, from: day),
                       isInMonth: calendar.component(.month, from: day) == month)
        }
    }

    /// Whether any moment of the day starting at `day` lies within `bounds`,
    /// so a range ending mid-morning still offers that day.
    func allows(_ day: Date, within bounds: DateBounds) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        if let lower = bounds.lower, end <= lower { return false }
        if let upper = bounds.upper, day > upper { return false }
        return true
    }

    /// `selection` moved onto the day starting at `day`, keeping its time of
    /// day, then pulled into `bounds`.
    func date(on day: Date, keepingTimeOf selection: Date, within bounds: DateBounds) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: selection)
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        parts.nanosecond = time.nanosecond
        return bounds.clamp(calendar.date(from: parts) ?? day)
    }
}
