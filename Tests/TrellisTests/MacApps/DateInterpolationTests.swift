import Foundation
import Testing
import Trellis
import TrellisTesting

/// `Text("Saved \(date, style: .time)")`: SwiftUI's `LocalizedStringKey.StringInterpolation`
/// has `appendInterpolation(_ date: Date, style: Text.DateStyle)`.
@MainActor
@Suite struct DateInterpolationTests {
    @Test func aDateInterpolatedWithAStyleIsWrittenAsThatStyleWritesIt() {
        let moment = Date(timeIntervalSince1970: 1_700_000_000)
        struct Status: View {
            let moment: Date
            var body: some View {
                VStack {
                    Text("Saved \(moment, style: .time)")
                    Text("Created \(moment, style: .date)")
                }
            }
        }
        let host = ViewHost(Status(moment: moment), width: 400, height: 200)
        #expect(host.texts == ["Saved " + moment.formatted(date: .omitted, time: .shortened),
                               "Created " + moment.formatted(date: .long, time: .omitted)])
    }
}
