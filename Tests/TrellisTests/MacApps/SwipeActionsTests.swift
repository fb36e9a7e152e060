import Testing
import Trellis
import TrellisTesting

/// `.swipeActions(edge:allowsFullSwipe:content:)` (SwiftUI, macOS 12): "Adds custom swipe actions
/// to a row in a list"; with `allowsFullSwipe` (default true) "a full swipe automatically performs
/// the first action", and the default edge is `.trailing`. On a desktop the actions are reached by
/// a horizontal drag or two-finger scroll on the row, and from the row's context menu (issue 58).
@MainActor @Suite struct SwipeActionsTests {
    @MainActor final class Log { var entries: [String] = [] }
    /// Long enough to stay partly in sight when its row slides 144 points aside.
    static let invoice = "Invoice for November, with receipts"

    struct Inbox: View {
        let log: Log
        var edge: HorizontalEdge = .trailing
        var allowsFullSwipe = true
        @State private var mails = ["Lunch", SwipeActionsTests.invoice, "Trip"]
        @State private var selection: String?

        var body: some View {
            List(selection: $selection) {
                ForEach(mails, id: \.self) { mail in
                    Text(mail)
                        .swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe) {
                            Button("Delete", role: .destructive) {
                                log.entries.append("delete \(mail)")
                                mails.removeAll { $0 == mail }
                            }
                            Button("Flag") { log.entries.append("flag \(mail)") }
                                .tint(.orange)
                        }
                }
            }
            .overlay(alignment: .bottom) { Text("selected \(selection ?? "none")") }
        }
    }

    static func host(_ log: Log, edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true) -> ViewHost<Inbox> {
        let host = ViewHost(Inbox(log: log, edge: edge, allowsFullSwipe: allowsFullSwipe), width: 400, height: 300)
        host.step()
        return host
    }

    @Test func aShortDragOpensTheActionsAndAClickRunsOneAndCloses() throws {
        let log = Log()
        let host = Self.host(log)
        let row = try #require(host.frame(ofText: Self.invoice))
        #expect(host.frame(ofText: "Delete") == nil)
        host.drag(from: Point(x: 300, y: row.midY), to: Point(x: 220, y: row.midY), steps: 4)
        host.advance(seconds: 0.5)
        // Open: the row moved toward the leading side by the two blocks, which show at the trailing edge.
        let moved = try #require(host.frame(ofText: Self.invoice), "\(log.entries) \(host.texts)")
        #expect(abs((row.minX - moved.minX) - 144) < 0.5, "\(row) → \(moved)")
        let flag = try #require(host.frame(ofText: "Flag"))
        let delete = try #require(host.frame(ofText: "Delete"))
        #expect(delete.maxX < flag.minX && flag.maxX <= 400)
        // A destructive action is red, a tinted one takes its tint.
        #expect(host.color(x: Int(delete.minX) - 4, y: Int(delete.midY)).r > 200)
        host.click(text: "Flag")
        host.advance(seconds: 0.5)
        #expect(log.entries == ["flag \(Self.invoice)"])
        #expect(host.frame(ofText: Self.invoice)?.minX == row.minX)
        #expect(host.frame(ofText: "Flag") == nil)
    }

    /// A Mac's list keeps one row's swipe actions open: opening another row's closes the first
    /// (NSTableView's row actions, which SwiftUI's `List` uses on macOS, show for one row at a time).
    @Test func openingAnotherRowClosesTheOneOpen() throws {
        let log = Log()
        let host = Self.host(log)
        let invoice = try #require(host.frame(ofText: Self.invoice))
        let trip = try #require(host.frame(ofText: "Trip"))
        host.drag(from: Point(x: 300, y: invoice.midY), to: Point(x: 220, y: invoice.midY), steps: 4)
        host.advance(seconds: 0.5)
        #expect(try #require(host.frame(ofText: Self.invoice)).minX < invoice.minX - 100, "the invoice's row opened")
        #expect(host.texts.filter { $0 == "Flag" }.count == 1)
        host.drag(from: Point(x: 300, y: trip.midY), to: Point(x: 220, y: trip.midY), steps: 4)
        host.advance(seconds: 0.5)
        #expect(host.frame(ofText: Self.invoice)?.minX == invoice.minX, "the invoice's row closed as Trip's opened")
        let flags = host.texts.filter { $0 == "Flag" }
        #expect(flags.count == 1, "one row shows its actions: \(host.texts)")
        let flag = try #require(host.frame(ofText: "Flag"))
        #expect(abs(flag.midY - trip.midY) < trip.height, "and it is Trip's")
        #expect(log.entries.isEmpty)
    }

    @Test func aFullSwipeRunsTheFirstActionUnlessTurnedOff() throws {
        let log = Log()
        let host = Self.host(log)
        let row = try #require(host.frame(ofText: Self.invoice))
        host.drag(from: Point(x: 380, y: row.midY), to: Point(x: 40, y: row.midY), steps: 6)
        host.advance(seconds: 0.5)
        #expect(log.entries == ["delete \(Self.invoice)"])
        #expect(host.frame(ofText: Self.invoice) == nil && host.frame(ofText: "Trip") != nil)

        let kept = Log()
        let other = Self.host(kept, allowsFullSwipe: false)
        other.drag(from: Point(x: 380, y: row.midY), to: Point(x: 40, y: row.midY), steps: 6)
        other.advance(seconds: 0.5)
        #expect(kept.entries.isEmpty)
        #expect(other.frame(ofText: "Delete") != nil, "the row settles open instead")
    }

    @Test func theContextMenuListsTheActionsForAMouseAlone() throws {
        let log = Log()
        let host = Self.host(log)
        host.rightClick(text: "Trip")
        #expect(host.frame(ofText: "Delete") != nil && host.frame(ofText: "Flag") != nil, "\(host.texts)")
        host.click(text: "Delete")
        #expect(log.entries == ["delete Trip"])
        #expect(host.frame(ofText: "Trip") == nil)
    }

    @Test func aHorizontalScrollOpensAndClosesAndAClickStillSelects() throws {
        let log = Log()
        let host = Self.host(log)
        let row = try #require(host.frame(ofText: "Lunch"))
        host.scroll(dx: 0, dy: -1, x: 200, y: row.midY)
        #expect(host.frame(ofText: "Delete") == nil, "a vertical scroll is the list's")
        host.scroll(dx: 2, dy: 0, x: 200, y: row.midY)
        host.advance(seconds: 0.5)
        #expect(host.frame(ofText: "Flag") != nil)
        host.scroll(dx: -2, dy: 0, x: 200, y: row.midY)
        host.advance(seconds: 0.5)
        #expect(host.frame(ofText: "Flag") == nil && host.frame(ofText: "Lunch")?.minX == row.minX)
        host.click(text: "Trip")
        #expect(host.frame(ofText: "selected Trip") != nil, "\(host.texts)")
    }

    @Test func leadingActionsOpenFromTheOtherSide() throws {
        let log = Log()
        let host = Self.host(log, edge: .leading)
        let row = try #require(host.frame(ofText: Self.invoice))
        host.drag(from: Point(x: 40, y: row.midY), to: Point(x: 120, y: row.midY), steps: 4)
        host.advance(seconds: 0.5)
        let moved = try #require(host.frame(ofText: Self.invoice))
        #expect(abs((moved.minX - row.minX) - 144) < 0.5)
        let delete = try #require(host.frame(ofText: "Delete"))
        #expect(delete.maxX <= moved.minX)
    }
}
