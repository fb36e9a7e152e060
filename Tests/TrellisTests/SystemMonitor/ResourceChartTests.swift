import Foundation
import SystemMonitorCore
import Testing
import Trellis
import TrellisTesting
@testable import SystemMonitor

/// The Resources page's charts: drawn on their first frame, and sliding when a sample arrives.
@MainActor
@Suite struct ResourceChartTests {
    private func host(_ monitor: SystemMonitor) -> ViewHost<some View> {
        let host = ViewHost(ResourcesView().environment(monitor), width: 760, height: 900)
        return host
    }

    @Test func theFirstFrameDrawsEveryChartWithItsLegend() throws {
        let host = host(MonitorFixtures.resourcesMonitor())
        #expect(host.texts.contains("CPU") && host.texts.contains("Memory and Swap") && host.texts.contains("Network (KiB/s)"),
                "\(host.texts)")
        #expect(host.texts.contains("CPU 1") && host.texts.contains("CPU 4"))
        #expect(host.texts.contains("enp3s0 received"))
        // Each chart's first line is drawn in its colour across the plot.
        let cpu = try #require(host.frame(ofText: "CPU"))
        let plot = Rect(x: 20, y: cpu.maxY + 8, width: 680, height: 150)
        #expect(host.pixelCount(in: plot, near: Color.blue.resolve(in: .light), tolerance: 40) > 200)
        #expect(host.pixelCount(in: plot, near: Color.orange.resolve(in: .light), tolerance: 40) > 200)
        let memory = try #require(host.frame(ofText: "Memory and Swap"))
        let memoryPlot = Rect(x: 20, y: memory.maxY + 8, width: 680, height: 150)
        #expect(host.pixelCount(in: memoryPlot, near: Color.purple.resolve(in: .light), tolerance: 40) > 200)
    }

    @Test func aNewSampleSlidesTheLinesInOverOneInterval() throws {
        let monitor = MonitorFixtures.resourcesMonitor()
        let host = host(monitor)
        let cpu = try #require(host.frame(ofText: "CPU"))
        let plot = Rect(x: 20, y: cpu.maxY + 8, width: 680, height: 150)
        let settled = host.pixels(in: plot)
        monitor.reader = MonitorFixtures.reader(MonitorFixtures.folder.appendingPathComponent("resources/00").path)
        monitor.refresh(at: MonitorFixtures.start.addingTimeInterval(64))
        host.step()
        let arrived = host.pixels(in: plot)
        host.advance(seconds: 0.2)
        let midway = host.pixels(in: plot)
        host.advance(seconds: 0.5)
        let done = host.pixels(in: plot)
        host.step()
        #expect(arrived != midway && midway != done, "the lines move while the new sample comes in")
        #expect(done == host.pixels(in: plot), "and stop once it has")
        #expect(settled != done)
        #expect(host.isIdle, "a settled chart asks for no frames")
    }
}
