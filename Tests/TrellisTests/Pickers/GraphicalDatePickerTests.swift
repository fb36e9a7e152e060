import Testing
import Trellis
import TrellisTesting

// The `.graphical` date picker: a month calendar whose days are clicked or
// reached with the keys.

/// A calendar of `components`, its value shown beneath as an ISO 8601 string.
private struct Planner: View {
    @State var date: Date
    var components: DatePickerComponents = .date
    var range: ClosedRange<Date>?

    var body: some View {
        VStack {
            if let range {
                DatePicker("Due", selection: $date, in: range, displayedComponents: components)
            } else {
                DatePicker("Due", selection: $date, displayedComponents: components)
            }
            Text("Value \(iso(date))")
        }
        .datePickerStyle(.graphical)
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.calendar, Calendar(identifier: .gregorian))
    }
}

/// The frame of the header arrow drawn with `symbol`.
@MainActor
private func arrow(_ symbol: String, in host: ViewHost<some View>) -> CGRect? {
    host.displayList.graphics.first {
        if case .image(let reference) = $0.content, reference.source == .symbol(symbol) { return true }
        return false
    }?.frame
}

@MainActor
@Suite struct GraphicalDatePickerTests {
    @Test func theCalendarShowsTheMonthItsWeekdaysAndSixWeeks() throws {
        let host = ViewHost(Planner(date: day(2026, 11, 23)), width: 400, height: 300)
        #expect(host.texts.contains("November 2026"), "\(host.texts)")
        let title = try #require(host.texts.firstIndex(of: "November 2026"))
        #expect(Array(host.texts[(title + 1)...].prefix(7)) == ["S", "M", "T", "W", "T", "F", "S"], "\(host.texts)")
        // November 2026 starts on a Sunday: the six weeks run from 1 November to 12 December.
        let numbers = host.texts.compactMap(Int.init)
        #expect(numbers.count == 42, "\(numbers)")
        #expect(numbers.first == 1 && numbers.last == 12)
        let first = try #require(host.frame(ofText: "15"))
        let next = try #require(host.frame(ofText: "22"))
        #expect(abs(first.midX - next.midX) < 1 && next.minY > first.maxY, "a week is a row")
    }

    @Test func clickingADayChoosesItAndKeepsTheTime() {
        let host = ViewHost(Planner(date: day(2026, 11, 23, 9, 30)), width: 400, height: 300)
        host.click(text: "17")
        #expect(host.texts.contains("Value 2026-11-17T09:30:00Z"), "\(host.texts)")
    }

    @Test func theArrowsTurnThePageWithoutChangingTheSelection() throws {
        let host = ViewHost(Planner(date: day(2026, 11, 23)), width: 400, height: 300)
        let next = try #require(arrow("chevron.right", in: host))
        host.click(x: next.midX, y: next.midY)
        #expect(host.texts.contains("December 2026"), "\(host.texts)")
        #expect(host.texts.contains("Value 2026-11-23T12:00:00Z"))
        host.click(text: "24")
        #expect(host.texts.contains("Value 2026-12-24T12:00:00Z"), "\(host.texts)")
        let previous = try #require(arrow("chevron.left", in: host))
        host.click(x: previous.midX, y: previous.midY)
        host.click(x: previous.midX, y: previous.midY)
        #expect(host.texts.contains("October 2026"), "\(host.texts)")
    }

    @Test func arrowKeysMoveTheSelectionAcrossMonths() {
        let host = ViewHost(Planner(date: day(2026, 11, 23)), width: 400, height: 300)
        host.click(text: "28")
        host.press(.right)
        #expect(host.texts.contains("Value 2026-11-29T12:00:00Z"), "\(host.texts)")
        host.press(.down)
        #expect(host.texts.contains("Value 2026-12-06T12:00:00Z"), "\(host.texts)")
        #expect(host.texts.contains("December 2026"), "the calendar follows the selection into December")
        host.press(.up)
        host.press(.left)
        #expect(host.texts.contains("Value 2026-11-28T12:00:00Z"), "\(host.texts)")
        #expect(host.texts.contains("November 2026"))
        host.press(.pageDown)
        #expect(host.texts.contains("Value 2026-12-28T12:00:00Z"), "\(host.texts)")
        host.press(.pageUp)
        host.press(.pageUp)
        #expect(host.texts.contains("Value 2026-10-28T12:00:00Z"), "\(host.texts)")
        #expect(host.texts.contains("October 2026"))
    }

    @Test func tabReachesTheSelectedDay() {
        let host = ViewHost(Planner(date: day(2026, 11, 23)), width: 400, height: 300)
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        host.press(.left)
        #expect(host.texts.contains("Value 2026-11-22T12:00:00Z"), "after the two arrows, Tab lands on the selected day: \(host.texts)")
    }

    @Test func daysOutsideTheRangeTakeNoClicks() throws {
        let host = ViewHost(Planner(date: day(2026, 11, 20), range: day(2026, 11, 10)...day(2026, 11, 25, 8)),
                            width: 400, height: 300)
        host.click(text: "9")
        host.click(text: "26")
        #expect(host.texts.contains("Value 2026-11-20T12:00:00Z"), "\(host.texts)")
        // The last day is allowed, but noon is past the range's end: the time is pulled back.
        host.click(text: "25")
        #expect(host.texts.contains("Value 2026-11-25T08:00:00Z"), "\(host.texts)")
        // The first day is allowed from noon on, so 8 o'clock moves up to noon.
        host.click(text: "10")
        #expect(host.texts.contains("Value 2026-11-10T12:00:00Z"), "\(host.texts)")
        host.press(.left)
        #expect(host.texts.contains("Value 2026-11-10T12:00:00Z"), "the keys stop at the range too: \(host.texts)")
        // No day of October is in range, so the page does not turn back.
        let previous = try #require(arrow("chevron.left", in: host))
        host.click(x: previous.midX, y: previous.midY)
        #expect(host.texts.contains("November 2026"), "\(host.texts)")
    }

    @Test func aDateAndTimePickerHasTheTimeFieldBeneath() throws {
        let host = ViewHost(Planner(date: day(2026, 11, 23, 14, 5), components: [.date, .hourAndMinute]),
                            width: 400, height: 340)
        let minute = try #require(host.frame(ofText: "05"))
        let lowestDay = host.displayList.graphics.compactMap { graphic -> Double? in
            if case .text(let run) = graphic.content, Int(run.string) != nil, graphic.frame.midY < minute.minY {
                return graphic.frame.maxY
            }
            return nil
        }.max() ?? .infinity
        #expect(minute.minY >= lowestDay, "the time sits under the calendar")
        #expect(host.texts.filter { $0 == "14" }.count == 2, "the hour, and the 14th")
        #expect(!host.texts.contains("2026"), "the date is shown by the calendar, not the field")
    }

    @Test func theGraphicalPickerMatchesItsGoldenImage() {
        struct March: View {
            // A month long past, so today's mark never shows in it.
            @State private var date = day(2024, 3, 14, 9, 41)
            var body: some View {
                DatePicker("Due", selection: $date, displayedComponents: [.date, .hourAndMinute])
                    .datePickerStyle(.graphical)
                    .labelsHidden()
                    .padding(16)
                    .environment(\.timeZone, TimeZone(identifier: "UTC")!)
                    .environment(\.calendar, Calendar(identifier: .gregorian))
            }
        }
        let host = ViewHost(March().preferredColorScheme(.light), width: 260, height: 290)
        expectMatchesGolden(host, named: "date-picker-graphical-light")
    }
}
