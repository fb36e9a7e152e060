import Foundation

extension Text {
    /// Shows `input` as `format` writes it, such as `Text(price, format: .currency(code: "EUR"))`.
    ///
    /// The text is written when the view is built, so it follows the value
    /// each time the body that passes it runs again.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Shows `date` in `style`: a date, a time, or how far it is from now.
    ///
    /// The styles that count from now (`.timer`, `.relative`, `.offset`) tick:
    /// the text is written again each second of its window's clock, as SwiftUI's does.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.text(for: date, now: Date()))
        if style.counts { liveDate = LiveDate(date: date, style: style) }
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        private enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        private let kind: Kind

        /// The time of day, such as "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The day, such as "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// How far from now, such as "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now, such as "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A count of the time from now, such as "2:32" or "36:59:01".
        public static let timer = DateStyle(kind: .timer)

        /// Whether the text depends on the time now, and so changes as it passes.
        var counts: Bool { kind == .relative || kind == .offset || kind == .timer }

        func text(for date: Date, now: Date) -> String {
            let seconds = Int(date.timeIntervalSince(now).rounded())
            switch kind {
            case .time: return date.formatted(date: .omitted, time: .shortened)
            case .date: return date.formatted(date: .long, time: .omitted)
            case .relative: return Self.units(abs(seconds)).prefix(2).joined(separator: ", ")
            case .offset: return (seconds < 0 ? "-" : "+") + (Self.units(abs(seconds)).first ?? "0 seconds")
            case .timer: return Self.clock(abs(seconds))
            }
        }

        /// The non-zero units of a length of time, largest first: "2 hours", "23 minutes".
        private static func units(_ seconds: Int) -> [String] {
            let parts = [(seconds / 86_400, "day"), (seconds / 3_600 % 24, "hour"),
                         (seconds / 60 % 60, "minute"), (seconds % 60, "second")]
            let named = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
            return named.isEmpty ? ["0 seconds"] : named
        }

        private static func clock(_ seconds: Int) -> String {
            let minutesAndSeconds = String(format: "%02d:%02d", seconds / 60 % 60, seconds % 60)
            guard seconds >= 3_600 else { return "\(seconds / 60):" + String(format: "%02d", seconds % 60) }
            return "\(seconds / 3_600):" + minutesAndSeconds
        }
    }
}
