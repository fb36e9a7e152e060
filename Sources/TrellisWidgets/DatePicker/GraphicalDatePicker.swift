@_spi(TrellisExtension) import TrellisCore

import Foundation

/// The `.graphical` date picker: a month calendar, as GTK's and the Mac's are.
///
/// A header names the month and turns the page with its arrows; under a row
/// of weekday initials, six weeks of days. A click chooses a day; with a day
/// focused, the arrows move the selection a day or a week (across months) and
/// Page Up and Page Down a month. The time of day is kept when the day
/// changes; a picker that also shows the time has the time field beneath.
struct GraphicalDatePicker: View {
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    /// What a screen reader calls the picker: its label.
    var name: String?
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    /// How many months the header's arrows have turned away from the selection's
    /// month. Kept relative, so a selection changed elsewhere brings its month along.
    @State private var browsed = 0
    @FocusState private var focusedDay: Int?

    private var zonedCalendar: Calendar {
        var calendar = self.calendar
        calendar.timeZone = timeZone
        return calendar
    }

    private var showsDays: Bool { components.contains(.date) || !components.contains(.hourAndMinute) }

    var body: some View {
        let calendar = zonedCalendar
        let page = CalendarPage(containing: selection.wrappedValue, in: calendar).moved(by: browsed)
        VStack(alignment: .leading, spacing: 6) {
            if showsDays {
                header(page)
                // The weekdays and days are a table to a reader, as a calendar grid
                // is to AT-SPI (ARIA's grid): the weekdays head its columns, and each
                // week is a row of cells named by their whole date.
                VStack(alignment: .leading, spacing: 6) {
                    weekdays(page)
                    month(page)
                }
                .accessibilityControl(.table, label: page.title, children: .contain)
            }
            if components.contains(.hourAndMinute) {
                DateField(selection: selection, units: DateFieldUnit.shown(for: components.subtracting(.date)), bounds: bounds,
                          name: "Time")
            }
        }
        .fixedSize()
        // A calendar, as GTK's `GtkCalendar` is (`ATK_ROLE_CALENDAR`), named by the picker's label.
        .accessibilityControl(.calendar, label: name, children: .contain)
    }

    private var gridWidth: CGFloat { CalendarDayCell.width * CGFloat(CalendarPage.daysPerWeek) }

    /// The month and year, and the arrows that turn the page; an arrow is
    /// dimmed when every day that way is out of range.
    private func header(_ page: CalendarPage) -> some View {
        let previous = page.moved(by: -1), next = page.moved(by: 1)
        let canGoBack = bounds.lower.map { $0 < page.start } ?? true
        let canGoOn = bounds.upper.map { $0 >= next.start } ?? true
        return HStack(spacing: 0) {
            Text(page.title).font(.headline)
                .padding(.leading, 6)
            Spacer(minLength: 8)
            pageButton("chevron.left", to: previous, by: -1).disabled(!canGoBack)
            pageButton("chevron.right", to: next, by: 1).disabled(!canGoOn)
        }
        .frame(width: gridWidth)
    }

    private func pageButton(_ symbol: String, to page: CalendarPage, by months: Int) -> some View {
        Button {
            browsed += months
        } label: {
            Image(systemName: symbol)
                .font(.system(size: 14))
                .frame(width: 26, height: 24)
        }
        .buttonStyle(.plain)
        // The chevron alone names nothing a screen reader can say; NSDatePicker's arrows are read this way.
        .accessibilityLabel(months < 0 ? "Previous month" : "Next month")
    }

    private func weekdays(_ page: CalendarPage) -> some View {
        let initials = page.weekdayInitials, names = page.weekdayNames
        return HStack(spacing: 0) {
            ForEach(0..<CalendarPage.daysPerWeek, id: \.self) { column in
                Text(initials[column])
                    .font(.caption)
                    .foregroundColor(.secondary)
                    .frame(width: CalendarDayCell.width)
                    // "Tuesday", not "T": a column's header says which day it is.
                    .accessibilityControl(.columnHeader, label: names[column])
            }
        }
    }

    private func month(_ page: CalendarPage) -> some View {
        let days = page.days
        let selected = selection.wrappedValue
        let calendar = page.calendar
        let selectedIndex = days.firstIndex { calendar.isDate($0.start, inSameDayAs: selected) }
        // With the selection on another page, the first of the month takes Tab instead.
        let tabStop = selectedIndex ?? days.firstIndex { $0.isInMonth } ?? 0
        return VStack(spacing: 0) {
            ForEach(0..<CalendarPage.weeks, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<CalendarPage.daysPerWeek, id: \.self) { column in
                        let index = week * CalendarPage.daysPerWeek + column
                        let day = days[index]
                        CalendarDayCell(day: day, calendar: calendar, isSelected: index == selectedIndex,
                                        isToday: calendar.isDateInToday(day.start),
                                        isAllowed: page.allows(day.start, within: bounds),
                                        isTabStop: index == tabStop,
                                        choose: { choose(day.start, on: page) },
                                        handleKey: { key in move(by: key, in: calendar) })
                            .focused($focusedDay, equals: index)
                    }
                }
                .accessibilityControl(.tableRow, children: .contain)
            }
        }
    }

    /// Selects the day starting at `day`, at the selection's time of day.
    private func choose(_ day: Date, on page: CalendarPage) {
        write(page.date(on: day, keepingTimeOf: selection.wrappedValue, within: bounds), in: page.calendar)
    }

    /// Moves the selection as `key` asks, keeping focus on the selected day.
    private func move(by key: Key, in calendar: Calendar) -> Bool {
        let step: (component: Calendar.Component, amount: Int)
        switch key {
        case .left: step = (.day, -1)
        case .right: step = (.day, 1)
        case .up: step = (.day, -CalendarPage.daysPerWeek)
        case .down: step = (.day, CalendarPage.daysPerWeek)
        case .pageUp: step = (.month, -1)
        case .pageDown: step = (.month, 1)
        default: return false
        }
        let current = selection.wrappedValue
        let moved = calendar.date(byAdding: step.component, value: step.amount, to: current) ?? current
        write(bounds.clamp(moved), in: calendar)
        return true
    }

    /// Writes `date`, shows its month and moves focus to its day.
    private func write(_ date: Date, in calendar: Calendar) {
        browsed = 0
        if date != selection.wrappedValue { selection.wrappedValue = date }
        let page = CalendarPage(containing: date, in: calendar)
        focusedDay = page.days.firstIndex { calendar.isDate($0.start, inSameDayAs: date) }
    }
}
