import Testing
import Trellis
import TrellisTesting

/// `onGeometryChange(for:of:action:)` (SwiftUI, macOS 13): "Adds an action to be performed when a
/// value, created from a geometry proxy, changes"; the two-value form passes the old and the new value.
@MainActor @Suite struct OnGeometryChangeTests {
    @MainActor final class Log { var widths: [Double] = []; var pairs: [String] = []; var heights: [Double] = [] }

    struct Bar: View {
        let log: Log
        @State private var wide = false

        var body: some View {
            VStack {
                Color.blue
                    .frame(width: wide ? 200 : 100, height: 20)
                    .onGeometryChange(for: Double.self, of: { $0.size.width }) { log.widths.append($0) }
                    .onGeometryChange(for: Double.self, of: { $0.size.width }) { old, new in log.pairs.append("\(Int(old))→\(Int(new))") }
                    // A value that does not change with the width calls nothing more.
                    .onGeometryChange(for: Double.self, of: { $0.size.height }) { log.heights.append($0) }
                Button("Widen") { wide = true }
            }
        }
    }

    @Test func theActionRunsOnceLaidOutThenOnEachChange() {
        let log = Log()
        let host = ViewHost(Bar(log: log), width: 300, height: 200)
        host.step(frames: 2)
        #expect(log.widths == [100])
        #expect(log.pairs == ["100→100"])
        host.click(text: "Widen")
        host.step(frames: 2)
        #expect(log.widths == [100, 200])
        #expect(log.pairs == ["100→100", "100→200"])
        #expect(log.heights == [20])
    }
}
