@_spi(TrellisExtension) import TrellisCore

import Foundation

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar.current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone.current }
}

extension EnvironmentValues {
    /// The calendar dates are shown and stepped in: month lengths, leap years.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
