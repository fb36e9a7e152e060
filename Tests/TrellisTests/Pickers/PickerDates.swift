import Foundation

/// A day in UTC at noon, or at the given time: the date pickers' tests use fixed days.
func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

/// `date` as an ISO 8601 string in UTC, as the pickers' tests show their values.
func iso(_ date: Date) -> String {
    ISO8601DateFormatter().string(from: date)
}
