import Foundation
import SystemMonitorCore
import Testing
import Trellis
import TrellisTesting
@testable import SystemMonitor

/// Each page of the monitor from the saved /proc trees, so its pixels are the same on every machine.
/// `TRELLIS_RECORD_GOLDENS=1` records them again.
@MainActor
@Suite struct SystemMonitorGoldenTests {
    @Test func theProcessesPageMatchesItsGolden() {
        let host = MonitorHosts.window()
        host.click(text: "firefox")
        host.click(text: "bash", modifiers: .control)
        host.step(frames: 2)
        expectMatchesGolden(host, named: "system-monitor-processes")
    }

    @Test func theProcessesPageInDarkModeMatchesItsGolden() {
        let host = MonitorHosts.window(scheme: .dark)
        host.click(text: "firefox")
        host.step(frames: 2)
        expectMatchesGolden(host, named: "system-monitor-processes-dark")
    }

    @Test func theResourcesPageMatchesItsGolden() {
        let host = MonitorHosts.window(MonitorFixtures.resourcesMonitor())
        host.click(text: "Resources")
        host.step(frames: 2)
        expectMatchesGolden(host, named: "system-monitor-resources")
    }

    @Test func theFileSystemsPageMatchesItsGolden() {
        let host = MonitorHosts.window()
        host.click(text: "File Systems")
        host.step(frames: 2)
        #expect(host.texts.contains("/media/ada/USB Stick"))
        #expect(host.texts.contains("Permission denied"))
        expectMatchesGolden(host, named: "system-monitor-file-systems")
    }

    @Test func theProcessSheetMatchesItsGolden() {
        let host = MonitorHosts.window()
        host.click(text: "cc1")
        host.click(accessibilityLabel: "Properties")
        host.step(frames: 30)
        expectMatchesGolden(host, named: "system-monitor-sheet")
    }
}
