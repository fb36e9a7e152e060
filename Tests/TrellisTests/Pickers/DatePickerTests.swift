import Testing
import Trellis
import TrellisTesting

/// A picker of `components` with its value shown beneath as an ISO 8601 string.
private struct Appointment: View {
    @State var date: Date
    var components: DatePickerComponents = .date
    var body: some View {
        VStack {
            DatePicker("When", selection: $date, displayedComponents: components)
            Text("Value \(iso(date))")
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.calendar, Calendar(identifier: .gregorian))
    }
}

@MainActor
@Suite struct DatePickerTests {
    @Test func theFieldShowsTheDateInISOOrder() {
        let host = ViewHost(Appointment(date: day(2026, 11, 23, 14, 5), components: [.date, .hourAndMinute]),
                            width: 400, height: 120)
        for part in ["2026", "11", "23", "14", "05"] { #expect(host.texts.contains(part), "\(host.texts)") }
        #expect(host.texts.contains("When"))
    }

    @Test func typedDigitsReplaceEachPartAndMoveOn() {
        let host = ViewHost(Appointment(date: day(2026, 11, 23)), width: 400, height: 120)
        host.press(.tab)
        host.type("2027")
        host.type("01")
        host.type("31")
        #expect(host.texts.contains("Value 2027-01-31T12:00:00Z"), "\(host.texts)")
        // February 2027 has 28 days: the 31st is pulled back into the month.
        host.press(.left)
        host.type("02")
        #expect(host.texts.contains("Value 2027-02-28T12:00:00Z"), "\(host.texts)")
        // A digit that cannot start a longer number completes the part at once.
        host.press(.left)
        host.type("3")
        #expect(host.texts.contains("Value 2027-03-28T12:00:00Z"), "\(host.texts)")
    }

    @Test func steppingCarriesAcrossMonthAndYearEnds() {
        let host = ViewHost(Appointment(date: day(2026, 12, 31)), width: 400, height: 120)
        host.press(.tab)
        host.press(.right)
        host.press(.right)
        host.press(.up)
        #expect(host.texts.contains("Value 2027-01-01T12:00:00Z"), "\(host.texts)")
        host.press(.down)
        #expect(host.texts.contains("Value 2026-12-31T12:00:00Z"), "\(host.texts)")
        // A month later than 31 January 2024 is the last day of a leap February.
        host.press(.left)
        host.type("01")
        host.press(.left)
        host.press(.left)
        host.type("2024")
        host.press(.up)
        #expect(host.texts.contains("Value 2024-02-29T12:00:00Z"), "\(host.texts)")
    }

    @Test func changesStayInsideTheRange() {
        struct Booking: View {
            @State private var date = day(2026, 11, 29)
            var body: some View {
                VStack {
                    DatePicker("Arrival", selection: $date, in: day(2026, 11, 1)...day(2026, 11, 30),
                               displayedComponents: .date)
                    Text("Value \(iso(date))")
                }
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            }
        }
        let host = ViewHost(Booking(), width: 400, height: 120)
        host.press(.tab)
        host.press(.right)
        host.press(.right)
        host.press(.up)
        host.press(.up)
        #expect(host.texts.contains("Value 2026-11-30T12:00:00Z"), "\(host.texts)")
        host.press(.left)
        host.type("12")
        #expect(host.texts.contains("Value 2026-11-30T12:00:00Z"), "\(host.texts)")
        host.press(.left)
        host.press(.left)
        host.type("2025")
        #expect(host.texts.contains("Value 2026-11-01T12:00:00Z"), "\(host.texts)")
    }

    @Test func partialRangesBoundOneSide() {
        struct Deadline: View {
            @State private var start = day(2026, 1, 2)
            @State private var end = day(2026, 1, 2)
            var body: some View {
                VStack {
                    DatePicker("Start", selection: $start, in: day(2026, 1, 1)..., displayedComponents: .date)
                    DatePicker("End", selection: $end, in: ...day(2026, 1, 3), displayedComponents: .date)
                    Text("Start \(iso(start))")
                    Text("End \(iso(end))")
                }
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            }
        }
        let host = ViewHost(Deadline(), width: 400, height: 160)
        host.press(.tab)
        host.press(.right)
        host.press(.right)
        host.press(.down)
        host.press(.down)
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        host.press(.up)
        host.press(.up)
        #expect(host.texts.contains("Start 2026-01-01T12:00:00Z"), "\(host.texts)")
        #expect(host.texts.contains("End 2026-01-03T12:00:00Z"), "\(host.texts)")
    }

    @Test func hoursAndMinutesAreTypedAndStepped() {
        let host = ViewHost(Appointment(date: day(2026, 11, 23, 14, 5), components: .hourAndMinute),
                            width: 400, height: 120)
        #expect(host.texts.contains("14") && host.texts.contains("05"), "\(host.texts)")
        host.press(.tab)
        host.type("9")
        host.type("59")
        #expect(host.texts.contains("Value 2026-11-23T09:59:00Z"), "\(host.texts)")
        host.press(.up)
        #expect(host.texts.contains("Value 2026-11-23T10:00:00Z"), "\(host.texts)")
        host.press(.left)
        host.press(.down)
        #expect(host.texts.contains("Value 2026-11-23T09:00:00Z"), "\(host.texts)")
    }

    @Test func theStepperArrowsStepThePartFocusedLast() throws {
        let host = ViewHost(Appointment(date: day(2026, 11, 23)), width: 400, height: 120)
        let dayPart = try #require(host.frame(ofText: "23"))
        // The arrows sit just after the field: its padding, then 3 points of spacing.
        let arrowX = dayPart.maxX + 1 + 5 + 3 + 7
        host.click(x: arrowX, y: dayPart.midY - 5)
        #expect(host.texts.contains("Value 2026-11-24T12:00:00Z"), "\(host.texts)")
        host.click(text: "11")
        host.click(x: arrowX, y: dayPart.midY + 5)
        #expect(host.texts.contains("Value 2026-10-24T12:00:00Z"), "\(host.texts)")
    }

    @Test func everyStyleIsAccepted() {
        struct Styles: View {
            @State private var date = day(2026, 11, 23)
            var body: some View {
                VStack {
                    DatePicker("A", selection: $date, displayedComponents: .date).datePickerStyle(.field)
                    DatePicker("B", selection: $date, displayedComponents: .date).datePickerStyle(.stepperField)
                    DatePicker("C", selection: $date, displayedComponents: .date).datePickerStyle(.compact)
                    DatePicker("D", selection: $date, displayedComponents: .date).datePickerStyle(.graphical)
                    DatePicker("E", selection: $date, displayedComponents: .date).datePickerStyle(.automatic)
                }
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            }
        }
        let host = ViewHost(Styles(), width: 400, height: 500)
        #expect(host.texts.filter { $0 == "2026" }.count == 4, "four fields")
        #expect(host.texts.contains("November 2026"), "and a calendar")
    }
}
