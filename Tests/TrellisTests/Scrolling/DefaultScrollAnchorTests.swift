import Testing
import Trellis
import TrellisTesting

/// A 200-point log of 20-point lines at the top of the window, starting at
/// its end, with a button below that appends a line.
private struct FollowingLog: View {
    @State private var lines = (0..<30).map { "Line \($0)" }
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(lines, id: \.self) { line in
                        Text(line).frame(height: 20)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .defaultScrollAnchor(.bottom)
            .frame(height: 200)
            Button("Append") { lines.append("Line \(lines.count)") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite struct DefaultScrollAnchorTests {
    @Test func aLogStartsAtItsEnd() throws {
        let host = ViewHost(FollowingLog(), width: 300, height: 300)
        let last = try #require(host.frame(ofText: "Line 29"))
        #expect(abs(last.midY - 190) < 1, "\(last)")
    }

    @Test func aLogFollowsAppendedLinesWhileAtItsEnd() throws {
        let host = ViewHost(FollowingLog(), width: 300, height: 300)
        host.click(text: "Append")
        host.click(text: "Append")
        let last = try #require(host.frame(ofText: "Line 31"))
        #expect(abs(last.midY - 190) < 1, "\(last)")
    }

    @Test func aLogScrolledAwayFromItsEndStaysWhereTheUserPutIt() throws {
        let host = ViewHost(FollowingLog(), width: 300, height: 300)
        host.scroll(dx: 0, dy: -100, x: 100, y: 100)
        let before = try #require(host.frame(ofText: "Line 20"))
        #expect(before.midY < 190)
        host.click(text: "Append")
        let after = try #require(host.frame(ofText: "Line 20"))
        #expect(after.midY == before.midY)
    }
}
