import Testing
import Trellis
import TrellisTesting

// `Table` as a Mac program uses it: columns by key path and by view, a
// header that sorts through the user's own `onChange`, columns resized by
// dragging, selection with the mouse and the arrows, and 100,000 lazy rows.

private struct Process: Identifiable {
    let id: Int
    var name: String
    var pid: Int
    var user: String
}

private let sample = [
    Process(id: 1, name: "systemd", pid: 1, user: "root"),
    Process(id: 2, name: "Xorg", pid: 812, user: "root"),
    Process(id: 3, name: "bash", pid: 1402, user: "ada"),
    Process(id: 4, name: "firefox", pid: 2210, user: "ada"),
    Process(id: 5, name: "make", pid: 3001, user: "bob"),
]

private struct ProcessTable: View {
    @State private var processes = sample
    @State private var selected = Set<Process.ID>()
    @State private var order = [KeyPathComparator(\Process.pid)]

    var body: some View {
        VStack(spacing: 0) {
            Table(processes, selection: $selected, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("PID", value: \.pid) { Text("\($0.pid)") }
                TableColumn("User", value: \.user)
            }
            .onChange(of: order) { _, newOrder in
                processes.sort(using: newOrder)
            }
            Text("Selected: " + selected.sorted().map(String.init).joined(separator: ","))
        }
    }
}

@MainActor private func names(_ host: ViewHost<ProcessTable>) -> [String] {
    let known = Set(sample.map(\.name))
    return host.texts.filter { known.contains($0) }
}

@MainActor @Suite struct TableTests {
    @Test func headersAndCellsShareTheColumns() throws {
        let host = ViewHost(ProcessTable(), width: 600, height: 300)
        host.step()
        for title in ["Name", "PID", "User"] { #expect(host.texts.contains(title)) }
        let name = try #require(host.frame(ofText: "Name"))
        let pid = try #require(host.frame(ofText: "PID"))
        let user = try #require(host.frame(ofText: "User"))
        // Three columns share 600 points: each 200 wide, titles padded by 6.
        #expect(abs(name.x - 6) < 1)
        #expect(abs(pid.x - 206) < 1)
        #expect(abs(user.x - 406) < 1)
        let cell = try #require(host.frame(ofText: "1402"))
        #expect(abs(cell.x - pid.x) < 1)
        #expect(cell.y > pid.y + pid.height)
        #expect(names(host) == ["systemd", "Xorg", "bash", "firefox", "make"])
    }

    @Test func aNumericColumnAlignsItsHeaderAndCellsAtItsTrailingEdge() throws {
        let host = ViewHost(Table(sample) {
            TableColumn("Name", value: \.name)
            TableColumn("PID", value: \.pid) { Text("\($0.pid)") }.alignment(.numeric)
            TableColumn("User", value: \.user).alignment(.center)
        }, width: 600, height: 300)
        host.step()
        // Three columns of 200: the PID column runs from 200 to 400, less 6 of padding each side.
        let header = try #require(host.frame(ofText: "PID"))
        let wide = try #require(host.frame(ofText: "3001")), narrow = try #require(host.frame(ofText: "1"))
        #expect(abs(wide.maxX - 394) < 1 && abs(narrow.maxX - 394) < 1, "cells end together: \(wide), \(narrow)")
        #expect(header.maxX > 380, "the header label follows the column: \(header)")
        let user = try #require(host.frame(ofText: "root"))
        #expect(abs(user.midX - 500) < 1, "centred: \(user)")
        #expect(try #require(host.frame(ofText: "systemd")).minX < 10, "leading by default")
    }

    @Test func theHighlightFollowsSelectedValuesWhenTheRowsAreSortedUnderIt() throws {
        let host = ViewHost(ProcessTable(), width: 600, height: 300)
        host.step()
        host.click(text: "firefox")
        /// Whether the row showing `name` has the selection's blue wash behind it (over either stripe).
        func isHighlighted(_ name: String) throws -> Bool {
            let frame = try #require(host.frame(ofText: name))
            let colour = host.color(x: Int(frame.minX) - 3, y: Int(frame.midY))
            return Int(colour.b) - Int(colour.r) > 30
        }
        #expect(try isHighlighted("firefox"))
        #expect(try !isHighlighted("systemd"))
        // Sorting moves firefox to another row; the rows are numbered, so the row it left must lose the highlight.
        host.click(text: "Name")
        host.step()
        #expect(names(host) == ["bash", "firefox", "make", "systemd", "Xorg"].sorted())
        #expect(try isHighlighted("firefox"))
        for name in ["bash", "make", "systemd", "Xorg"] { #expect(try !isHighlighted(name), "\(name)") }
    }

    @Test func clickingAHeaderSortsThroughTheSortOrderAndAgainReverses() {
        let host = ViewHost(ProcessTable(), width: 600, height: 300)
        host.step()
        host.click(text: "Name")
        host.step()
        #expect(names(host) == ["bash", "firefox", "make", "systemd", "Xorg"].sorted())
        host.click(text: "Name")
        host.step()
        #expect(names(host) == ["bash", "firefox", "make", "systemd", "Xorg"].sorted().reversed())
        host.click(text: "PID")
        host.step()
        #expect(names(host) == ["systemd", "Xorg", "bash", "firefox", "make"])
    }

    @Test func draggingAHeaderEdgeResizesItsColumn() throws {
        let host = ViewHost(ProcessTable(), width: 600, height: 300)
        host.step()
        let header = try #require(host.frame(ofText: "Name"))
        host.drag(from: Point(x: 198, y: header.y + header.height / 2), to: Point(x: 298, y: header.y + header.height / 2), steps: 4)
        host.step()
        // Name is 300 wide now; PID and User share the 300 left.
        let pid = try #require(host.frame(ofText: "PID"))
        let user = try #require(host.frame(ofText: "User"))
        #expect(abs(pid.x - 306) < 1)
        #expect(abs(user.x - 456) < 1)
        let cell = try #require(host.frame(ofText: "1402"))
        #expect(abs(cell.x - 306) < 1)
    }

    @Test func rowsSelectByClickShiftClickControlClickAndArrows() {
        let host = ViewHost(ProcessTable(), width: 600, height: 300)
        host.step()
        host.click(text: "Xorg")
        host.step()
        #expect(host.texts.contains("Selected: 2"))
        host.click(text: "firefox", modifiers: .shift)
        host.step()
        #expect(host.texts.contains("Selected: 2,3,4"))
        host.click(text: "bash", modifiers: .control)
        host.step()
        #expect(host.texts.contains("Selected: 2,4"))
        host.click(text: "make")
        host.press(.up)
        host.step()
        #expect(host.texts.contains("Selected: 4"))
        host.press(.up, modifiers: .shift)
        host.step()
        #expect(host.texts.contains("Selected: 3,4"))
    }

    @Test func rowsAreStripedAndTheHeaderIsAStrip() throws {
        let host = ViewHost(ProcessTable(), width: 600, height: 300)
        host.step()
        let first = try #require(host.frame(ofText: "systemd"))
        let second = try #require(host.frame(ofText: "Xorg"))
        let header = try #require(host.frame(ofText: "Name"))
        let x = 560
        let even = host.color(x: x, y: Int(first.y + first.height / 2))
        let odd = host.color(x: x, y: Int(second.y + second.height / 2))
        let strip = host.color(x: x, y: Int(header.y + header.height / 2))
        #expect(even != odd)
        #expect(strip != even)
    }
}

/// Counts how many cells were built.
@MainActor private final class BuildCounter {
    var cells = 0
}

private struct CountedCell: View {
    let counter: BuildCounter
    let text: String

    var body: some View {
        counter.cells += 1
        return Text(text)
    }
}

private struct Line: Identifiable {
    let id: Int
}

private struct HugeTable: View {
    let counter: BuildCounter
    let rows = (0..<100_000).map(Line.init(id:))

    var body: some View {
        Table(rows) {
            TableColumn("Row") { row in CountedCell(counter: counter, text: "Row \(row.id)") }
        }
    }
}

@MainActor @Suite struct LazyTableTests {
    @Test func aHundredThousandRowsBuildOnlyTheVisibleOnes() {
        let counter = BuildCounter()
        let host = ViewHost(HugeTable(counter: counter), width: 400, height: 300)
        host.step()
        #expect(host.texts.contains("Row 0"))
        #expect(counter.cells > 5)
        #expect(counter.cells < 40)
        let before = counter.cells
        host.scroll(dx: 0, dy: 280, x: 200, y: 150)
        host.step()
        #expect(!host.texts.contains("Row 0"))
        // One page of new rows, plus overscan: nothing like the whole table.
        #expect(counter.cells - before < 30)
    }
}
