@_spi(TrellisExtension) import TrellisCore

import Foundation

/// One day of a graphical date picker's month.
///
/// The selected day sits in a filled accent circle; today is in the accent
/// colour and bold, as GTK and macOS mark it; days of the neighbouring months
/// are dimmed and days outside the picker's range fainter still, and those
/// take no clicks. Each day can hold keyboard focus, so a click focuses the
/// calendar where it landed; only the selected day is a Tab stop, so Tab
/// enters the calendar once rather than visiting all 42 days.
struct CalendarDayCell: View {
    static let width: CGFloat = 32
    static let height: CGFloat = 28
    private static let markDiameter: CGFloat = 26

    let day: CalendarPage.Day
    /// The page's calendar, which names the day to a screen reader.
    let calendar: Calendar
    let isSelected: Bool
    let isToday: Bool
    let isAllowed: Bool
    let isTabStop: Bool
    /// Chooses this day.
    let choose: @MainActor () -> Void
    /// What the arrow and page keys do while a day has focus; whether they were used.
    let handleKey: @MainActor (Key) -> Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text(String(day.number))
            .monospacedDigit()
            // The cell is read by its whole date; its number alone is no label of its own.
            .accessibilityHidden(true)
            .fontWeight(isToday || isSelected ? .semibold : nil)
            .foregroundColor(textColor)
            .frame(width: Self.width, height: Self.height)
            .background(Circle()
                .fill(isSelected ? (isEnabled ? Color.accentColor : Color.gray) : Color.clear)
                .frame(width: Self.markDiameter, height: Self.markDiameter))
            .modifier(InteractionModifier(setUp: setUp))
    }

    private func setUp(_ interaction: Interaction) {
        let choose = self.choose, handleKey = self.handleKey
        interaction.isFocusable = isAllowed
        interaction.isTabStop = isTabStop
        if isAllowed {
            interaction.onTap = { _ in choose() }
        } else {
            interaction.onTap = nil
        }
        interaction.onKey = { key, modifiers in modifiers.isEmpty && handleKey(key) }
        let start = day.start, calendar = self.calendar, isSelected = self.isSelected
        // A cell of the month's table, named by its whole date and selected when
        // chosen, as a grid's cells are; worked out only while a tree is built.
        interaction.accessibility = {
            ControlAccessibility(role: .tableCell, name: Self.spokenDate(start, in: calendar), selected: isSelected)
        }
    }

    /// `date` as a reader says it: "Sunday 29 November 2026", in the calendar's time zone.
    static func spokenDate(_ date: Date, in calendar: Calendar) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale ?? Locale.current
        formatter.dateStyle = .full
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    private var textColor: Color {
        if isSelected { return .white }
        if !isAllowed || !isEnabled { return Color.secondary.opacity(0.45) }
        if isToday { return .accentColor }
        return day.isInMonth ? .primary : .secondary
    }
}
