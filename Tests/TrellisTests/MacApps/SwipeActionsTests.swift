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
        // The first action written is the outermost, at the row's edge ("the first item in the array
        // represents the outermost action ... when the user swipes from right-to-left, the first action
        // is rightmost": UISwipeActionsConfiguration.init(actions:), which SwiftUI's swipe actions follow).
        #expect(flag.maxX < delete.minX && delete.maxX <= 400, "Flag \(flag), Delete \(delete)")
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

    /// Rows with insets of their own, wider than any list style's.
    struct Padded: View {
        let log: Log

        var body: some View {
            List {
                ForEach([SwipeActionsTests.invoice, "Trip"], id: \.self) { mail in
                    Text(mail)
                        .swipeActions {
                            Button("Flag") { log.entries.append("flag \(mail)") }
                                .tint(.orange)
                        }
                        .listRowInsets(EdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20))
                }
            }
        }
    }

    /// On a Mac a row action fills its table row from top to bottom and reaches the row's trailing
    /// edge: `NSTableViewRowAction`'s buttons span the whole row view, whose padding slides aside
    /// with its content. So the block covers the row's insets too, and a click there runs it.
    @Test func theBlocksFillTheWholeRowInsetsIncluded() throws {
        let log = Log()
        let host = ViewHost(Padded(log: log), width: 400, height: 300)
        host.step()
        let row = try #require(host.frame(ofText: Self.invoice))
        host.drag(from: Point(x: 300, y: row.midY), to: Point(x: 250, y: row.midY), steps: 4)
        host.advance(seconds: 0.5)
        let flag = try #require(host.frame(ofText: "Flag"), "\(host.texts)")
        let x = Int(flag.minX) - 4
        let block = host.color(x: x, y: Int(flag.midY))
        #expect(block.r > 200 && block.b < 100, "the block is orange: \(block)")
        // Within the row's 12-point insets above and below its text, and at the list's own edge.
        for (px, py) in [(x, Int(row.minY) - 10), (x, Int(row.maxY) + 9), (397, Int(row.midY))] {
            #expect(host.color(x: px, y: py) == block, "(\(px), \(py)) is in the block")
        }
        // The row's leading inset slid with it: its text keeps 20 points from where the row now starts.
        let moved = try #require(host.frame(ofText: Self.invoice))
        #expect(abs((row.minX - moved.minX) - 72) < 0.5, "\(row) → \(moved)")
        host.click(x: Double(x), y: row.minY - 9)
        host.advance(seconds: 0.5)
        #expect(log.entries == ["flag \(Self.invoice)"])
    }
}
