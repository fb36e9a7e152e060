import Foundation
import SystemMonitorCore
import Testing
import Trellis
import TrellisTesting
@testable import SystemMonitor

/// The sheet of a process's properties: opened from the toolbar, a double-click or Return,
/// it shows who runs the process, its command line, environment and open files.
@MainActor
@Suite struct ProcessSheetTests {
    @Test func theToolbarButtonOpensTheSheetOfTheSelectedProcess() throws {
        let host = MonitorHosts.window()
        host.click(text: "firefox")
        host.click(accessibilityLabel: "Properties")
        host.step()
        #expect(host.texts.contains("PID 2044 · ada · Sleeping · 96 threads · 717.9 MB"), "\(host.texts)")
        #expect(host.texts.contains("/usr/lib/firefox/firefox"))
        #expect(host.texts.contains("CPU over the last minute"))
        host.click(text: "Environment")
        #expect(host.texts.contains("MOZ_ENABLE_WAYLAND=1"))
        #expect(host.texts.contains("HOME=/home/ada"))
        host.click(text: "Open Files")
        #expect(host.texts.contains("33  →  /home/ada/.mozilla/firefox/ab12.default/places.sqlite"))
        host.click(text: "Done")
        host.step(frames: 30)
        #expect(!host.texts.contains("CPU over the last minute"), "Done closed the sheet")
    }

    @Test func returnOnASelectedRowOpensItsSheet() {
        let host = MonitorHosts.window()
        host.click(text: "cc1")
        host.press(.enter)
        host.step()
        #expect(host.texts.contains("PID 2991 · ada · Running · 1 thread · 180 MB"), "\(host.texts)")
        host.press(.escape)
        host.step(frames: 30)
        #expect(!host.texts.contains("CPU over the last minute"))
    }

    @Test func aKernelThreadSaysWhyItHasNoCommandLine() {
        let host = MonitorHosts.window()
        host.click(text: "ID")
        host.click(text: "kthreadd")
        host.press(.character("i"), modifiers: .control)
        host.step()
        #expect(host.texts.contains("No command line: this is a kernel thread."), "\(host.texts)")
        host.click(text: "Open Files")
        #expect(host.texts.contains("No open files."))
    }

    @Test func aProcessThatEndsWhileShownIsMarkedEnded() {
        let monitor = MonitorFixtures.monitor()
        let host = MonitorHosts.window(monitor)
        host.click(text: "firefox")
        host.click(accessibilityLabel: "Properties")
        // The next snapshot has no firefox.
        monitor.reader = MonitorFixtures.reader(MonitorFixtures.folder.appendingPathComponent("resources/00").path)
        monitor.refresh(at: MonitorFixtures.start.addingTimeInterval(2))
        host.step()
        #expect(host.texts.contains("PID 2044 · ada · Ended · 96 threads · 717.9 MB"), "\(host.texts)")
    }

    @Test func detailsThatCannotBeReadSayWhy() {
        let monitor = MonitorFixtures.monitor()
        let host = MonitorHosts.window(monitor)
        host.click(text: "firefox")
        // Gone between the refresh and opening the sheet: every part is unreadable.
        monitor.reader = MonitorFixtures.reader(MonitorFixtures.folder.appendingPathComponent("resources/00").path)
        host.click(accessibilityLabel: "Properties")
        host.step()
        #expect(host.texts.contains("Cannot be read: the process has ended."), "\(host.texts)")
    }
}
