import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct FormattedTextTests {
    @Test func aTextShowsAValueAsItsFormatWritesItAndFollowsTheValue() {
        struct Receipt: View {
            @State private var total = 1234.5
            var body: some View {
                VStack {
                    Text(total, format: .number)
                    Text(0.25, format: .percent)
                    Text(total, format: .currency(code: "EUR"))
                    Text(42, format: .number)
                    Button("Add") { total += 1000 }
                }
            }
        }
        let host = ViewHost(Receipt(), width: 300, height: 200)
        #expect(host.texts.prefix(4) == [(1234.5).formatted(.number), (0.25).formatted(.percent),
                                         (1234.5).formatted(.currency(code: "EUR")), (42).formatted(.number)])
        #expect(host.texts.first?.contains("1") == true && host.texts[1].contains("25"))
        host.click(text: "Add")
        #expect(host.texts.first == (2234.5).formatted(.number))
        #expect(host.texts[2] == (2234.5).formatted(.currency(code: "EUR")))
    }

    @Test func aDateShowsInEachDateStyle() {
        let moment = Date(timeIntervalSince1970: 1_700_000_000)
        struct Stamp: View {
            let moment: Date
            var body: some View {
                VStack {
                    Text(moment, style: .date)
                    Text(moment, style: .time)
                    Text(Date().addingTimeInterval(2 * 3600 + 23 * 60 + 20), style: .relative)
                    Text(Date().addingTimeInterval(2 * 3600 + 5 * 60), style: .offset)
                    Text(Date().addingTimeInterval(-152), style: .timer)
                }
            }
        }
        let host = ViewHost(Stamp(moment: moment), width: 300, height: 200)
        #expect(host.texts == [moment.formatted(date: .long, time: .omitted),
                               moment.formatted(date: .omitted, time: .shortened),
                               "2 hours, 23 minutes", "+2 hours", "2:32"])
        #expect(host.texts[0].contains("2023"))
    }
}
