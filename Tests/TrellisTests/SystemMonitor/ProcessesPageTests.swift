import Foundation
import SystemMonitorCore
import Testing
import Trellis
import TrellisTesting
@testable import SystemMonitor

/// The Processes page as a person uses it: sorting, searching, selecting across refreshes.
@MainActor
@Suite struct ProcessesPageTests {
    private let names = Set(MonitorFixtures.monitor().processes.map(\.name))

    @Test func rowsStartSortedByCPUBusiestFirst() {
        let host = MonitorHosts.window()
        #expect(Array(host.column(of: names).prefix(4)) == ["cc1", "firefox", "gnome-shell", "Isolated Web Co"], "\(host.texts)")
        #expect(host.texts.contains("21 processes"))
        #expect(host.texts.contains("97.0") && host.texts.contains("717.9 MB"))
        #expect(host.windowTitle == "Processes")
    }

    @Test func clickingAHeaderSortsByItsColumnAndAgainReverses() {
        let monitor = MonitorFixtures.monitor()
        let host = MonitorHosts.window(monitor)
        host.click(text: "Process Name")
        host.step()
        let byName = monitor.processes.sorted(using: KeyPathComparator(\ProcessRow.name)).map(\.name)
        #expect(host.column(of: names) == Array(byName.prefix(host.column(of: names).count)))
        host.click(text: "ID")
        host.step()
        #expect(host.column(of: names).prefix(3) == ["systemd", "kthreadd", "rcu_gp"])
        host.click(text: "ID")
        host.step()
        #expect(host.column(of: names).first == "cat", "the highest PID first")
        host.click(text: "Memory")
        host.click(text: "Memory")
        host.step()
        #expect(host.column(of: names).prefix(2) == ["firefox", "gnome-shell"], "the most memory first")
    }

    @Test func theSearchFieldFiltersByNameOrPID() {
        let host = MonitorHosts.window()
        host.click(text: "Name or PID")
        host.type("FIRE")
        host.step()
        #expect(host.column(of: names) == ["firefox"])
        #expect(host.texts.contains("1 of 21 processes"))
        for _ in 0..<4 { host.press(.backspace) }
        host.type("33")
        host.step()
        #expect(host.column(of: names) == ["tmux: server"], "3301 is the only PID starting with 33")
        host.press(.backspace)
        host.press(.backspace)
        host.type("nothing like it")
        host.step()
        #expect(host.column(of: names).isEmpty)
        #expect(host.texts.contains("0 of 21 processes"))
    }

    @Test func theSelectionStaysWithItsProcessesAcrossARefresh() throws {
        let monitor = MonitorFixtures.monitor()
        let host = MonitorHosts.window(monitor)
        host.click(text: "firefox")
        host.click(text: "bash", modifiers: .control)
        #expect(host.texts.contains("21 processes · 2 selected"))
        #expect(try isHighlighted("firefox", in: host) && isHighlighted("bash", in: host))
        #expect(try !isHighlighted("systemd", in: host))
        // A second later nothing used the CPU, so the order changes completely: PID order among equals.
        monitor.refresh(at: MonitorFixtures.start.addingTimeInterval(2))
        host.step()
        #expect(host.column(of: names).prefix(2) == ["systemd", "kthreadd"])
        #expect(host.texts.contains("21 processes · 2 selected"))
        #expect(try isHighlighted("firefox", in: host) && isHighlighted("bash", in: host))
        for name in ["systemd", "gnome-shell", "cc1"] { #expect(try !isHighlighted(name, in: host), "\(name)") }
    }

    @Test func theScrollPositionStaysAcrossARefresh() throws {
        let monitor = MonitorFixtures.monitor()
        // Short enough that the 21 rows scroll.
        let host = ViewHost(ContentView(isShowingAbout: .constant(false)).environment(monitor).defaultAppStorage(MonitorHosts.defaults),
                            width: 960, height: 360)
        host.step()
        host.click(text: "ID")
        let table = try #require(host.frame(ofText: "systemd"))
        host.scroll(dx: 0, dy: 120, x: table.midX, y: table.midY + 100)
        host.step()
        let top = host.column(of: names).first
        #expect(top != "systemd", "the table scrolled")
        monitor.refresh(at: MonitorFixtures.start.addingTimeInterval(2))
        host.step()
        #expect(host.column(of: names).first == top)
        // The process list shrinking under the scroll position keeps it too.
        monitor.reader = MonitorFixtures.reader(MonitorFixtures.procA)
        monitor.refresh(at: MonitorFixtures.start.addingTimeInterval(3))
        host.step()
        #expect(host.column(of: names).first == top)
    }

    @Test func aRefreshRedrawsOnlyTheCellsThatChanged() {
        let monitor = MonitorFixtures.monitor()
        let host = MonitorHosts.window(monitor)
        host.click(text: "ID")
        host.step(frames: 2)
        // A second with no CPU used: each busy process's CPU cell changes to 0.0, nothing else does.
        let busy = monitor.processes.filter { $0.cpu > 0 }.count
        monitor.refresh(at: MonitorFixtures.start.addingTimeInterval(2))
        host.step()
        let redrawn = host.stats.texturesUpdated + host.stats.texturesCreated
        #expect(redrawn <= busy, "\(redrawn) textures redrawn for \(busy) changed cells: \(host.stats)")
        #expect(redrawn >= busy - 2, "the busy processes below the fold are not drawn")
    }

    @Test func aRefreshArrivesEverySecond() throws {
        let monitor = MonitorFixtures.monitor()
        let host = MonitorHosts.window(monitor)
        let before = try #require(monitor.lastRefresh)
        host.advance(seconds: 1.1)
        let after = try #require(monitor.lastRefresh)
        #expect(after > before)
        host.advance(seconds: 0.5)
        #expect(monitor.lastRefresh == after, "no refresh within the second")
    }

    /// Whether the row showing `name` has the selection's blue wash behind it (over either stripe).
    private func isHighlighted(_ name: String, in host: ViewHost<some View>) throws -> Bool {
        let frame = try #require(host.frame(ofText: name), "no row \(name)")
        let colour = host.color(x: Int(frame.minX) - 3, y: Int(frame.midY))
        return Int(colour.b) - Int(colour.r) > 30
    }
}
