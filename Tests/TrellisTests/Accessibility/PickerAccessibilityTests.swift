import Foundation
import Testing
import Trellis
import TrellisTesting

/// What the date and colour pickers are to a screen reader.
///
/// - A date field is a "date editor" (`ATSPI_ROLE_DATE_EDITOR`) holding one
///   spin button per part, named "Year", "Month", "Day", as Chromium exposes a
///   date input to AT-SPI; each spin button steps with the Value interface.
/// - A graphical date picker is a "calendar" (GAIL's `GtkCalendar` is
///   `ATK_ROLE_CALENDAR`) whose month is a table (ARIA's grid, which AT-SPI
///   calls a table): the weekdays head the columns, each week is a row, each
///   day a cell named by its whole date, selected when chosen.
/// - A colour picker's well is a push button named by its label; its panel is a
///   "color chooser" whose swatches are radio buttons, checked when chosen, as
///   GTK's `GtkColorSwatch` is (`GTK_ACCESSIBLE_ROLE_RADIO`).
@MainActor @Suite struct PickerAccessibilityTests {
    /// 2026-11-18 11:06:40 UTC, a Wednesday.
    private static let start = Date(timeIntervalSince1970: 1_795_000_000)

    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        calendar.firstWeekday = 1
        return calendar
    }

    private struct Pickers: View {
        @State var date = PickerAccessibilityTests.start
        @State var color = Color(red: 1, green: 0, blue: 0)
        let graphical: Bool
        var body: some View {
            VStack {
                if graphical {
                    DatePicker("Due", selection: $date).datePickerStyle(.graphical)
                } else {
                    DatePicker("Start", selection: $date, displayedComponents: .date)
                }
                ColorPicker("Tint", selection: $color)
            }
            .environment(\.calendar, PickerAccessibilityTests.calendar)
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }

    @Test func aDateFieldIsADateEditorOfSpinButtons() throws {
        let host = ViewHost(Pickers(graphical: false), width: 500, height: 400)
        host.step()
        let editor = try #require(host.accessibilityElement(role: .dateEditor, name: "Start"))
        #expect(editor.value == "2026-11-18")
        #expect(editor.children.map(\.role) == [.spinButton, .spinButton, .spinButton])
        #expect(editor.children.map(\.name) == ["Year", "Month", "Day"])
        #expect(editor.children.map(\.value) == ["2026", "11", "18"])
        let day = editor.children[2]
        #expect(day.range == AccessibilityRange(current: 18, minimum: 1, maximum: 30, step: 1))
        #expect(day.states.isSuperset(of: [.focusable, .enabled]))
        #expect(host.performAccessibilityAction("increment", on: day))
        host.step()
        #expect(host.accessibilityElement(role: .spinButton, name: "Day")?.value == "19")
        #expect(host.accessibilityElement(role: .dateEditor, name: "Start")?.value == "2026-11-19")
        // The punctuation and the stepper's arrows are no objects of their own.
        #expect(host.accessibilityTree.allNodes.allSatisfy { $0.name != "-" && $0.role != .image })
        #expect(host.accessibilityAudit().isEmpty, "\(host.accessibilityAudit())")
    }

    @Test func aGraphicalPickerIsACalendarWhoseMonthIsATable() throws {
        let host = ViewHost(Pickers(graphical: true), width: 500, height: 600)
        host.step()
        let calendar = try #require(host.accessibilityElement(role: .calendar, name: "Due"))
        let table = try #require(calendar.first(role: .table, name: "November 2026"))
        #expect(table.columnHeaders.map(\.name) == ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
        #expect(table.rowCount == 6 && table.columnCount == 7)
        // The 1st of November 2026 is a Sunday: the first cell of the first row.
        #expect(table.cell(row: 0, column: 0)?.name == "Sunday, November 1, 2026")
        let chosen = try #require(table.cell(row: 2, column: 3))
        #expect(chosen.name == "Wednesday, November 18, 2026")
        #expect(chosen.states.isSuperset(of: [.selectable, .selected, .focusable]))
        #expect(table.tableRows.flatMap(\.children).filter { $0.states.contains(.selected) }.count == 1)
        #expect(chosen.cellPosition?.row == 2 && chosen.cellPosition?.column == 3)
        // Pressing a day chooses it, as a click does.
        let friday = try #require(table.cell(row: 2, column: 5))
        #expect(host.performAccessibilityAction("press", on: friday))
        host.step()
        let after = try #require(host.accessibilityElement(role: .table, name: "November 2026"))
        #expect(after.cell(row: 2, column: 5)?.states.contains(.selected) == true)
        #expect(after.cell(row: 2, column: 3)?.states.contains(.selected) == false)
        // The time beneath is a date editor of its own.
        let time = try #require(calendar.first(role: .dateEditor, name: "Time"))
        #expect(time.children.map(\.name) == ["Hour", "Minute"])
        #expect(host.accessibilityElement(role: .pushButton, name: "Next month") != nil)
        #expect(host.accessibilityAudit().isEmpty, "\(host.accessibilityAudit())")
    }

    @Test func aColourPickersSwatchesAreRadioButtonsOfAColourChooser() throws {
        let host = ViewHost(Pickers(graphical: false), width: 500, height: 500)
        host.step()
        let well = try #require(host.accessibilityElement(role: .pushButton, name: "Tint"))
        #expect(well.value == "#FF0000")
        #expect(well.states.contains(.collapsed))
        #expect(host.performAccessibilityAction("press", on: well))
        host.step(frames: 10)
        let chooser = try #require(host.accessibilityElement(role: .colorChooser, name: "Colors"))
        let swatches = chooser.all(role: .radioButton)
        #expect(swatches.count == 48)
        #expect(swatches.prefix(2).map(\.name) == ["White", "Grey 91%"])
        #expect(swatches.filter { $0.states.contains(.checked) }.map(\.name) == [])
        let blue = try #require(swatches.first { $0.name == "Blue" })
        #expect(blue.states.isSuperset(of: [.checkable, .focusable]))
        #expect(host.performAccessibilityAction("press", on: blue))
        host.step(frames: 10)
        let chosen = try #require(host.accessibilityElement(role: .pushButton, name: "Tint"))
        #expect(chosen.value == blue.value)
        #expect(host.accessibilityElement(role: .colorChooser) == nil, "choosing a swatch closes the panel")
        #expect(host.performAccessibilityAction("press", on: chosen))
        host.step(frames: 10)
        let reopened = try #require(host.accessibilityElement(role: .colorChooser, name: "Colors"))
        #expect(reopened.all(role: .radioButton).filter { $0.states.contains(.checked) }.map(\.name) == ["Blue"])
        #expect(reopened.first(role: .slider, name: "Opacity") != nil)
        #expect(reopened.first(role: .entry, name: "Hex") != nil)
        #expect(host.accessibilityAudit().isEmpty, "\(host.accessibilityAudit())")
    }
}
