@_spi(TrellisExtension) import TrellisCore

/// Which parts of a date a `DatePicker` shows and edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt

    /// A set from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The hour, the minute and the second.
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 1 | 1 << 0)
    /// The year, the month and the day.
    public static let date = DatePickerComponents(rawValue: 1 << 4)
}
