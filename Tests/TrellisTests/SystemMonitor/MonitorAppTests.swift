import Foundation
import Testing
import Trellis
import TrellisTesting
@testable import SystemMonitor

/// The app as a whole: its menu bar's View ▸ Refresh Rate and Help ▸ About.
@MainActor
@Suite(.serialized) struct MonitorAppTests {
    @Test func refreshRateIsASubmenuWithTheChoiceTicked() throws {
        let defaults = UserDefaults.standard
        let saved = defaults.object(forKey: RefreshRate.storageKey)
        defer {
            if let saved { defaults.set(saved, forKey: RefreshRate.storageKey) } else { defaults.removeObject(forKey: RefreshRate.storageKey) }
        }
        defaults.set(RefreshRate.oneSecond.rawValue, forKey: RefreshRate.storageKey)
        let app = AppHost(SystemMonitorApp(), width: 960, height: 620)
        let window = try #require(app.keyWindow)
        window.click(text: "View")
        window.click(text: "Refresh Rate")
        #expect(window.texts.contains("Every Half Second") && window.texts.contains("Every 5 Seconds"), "\(window.texts)")
        // The tick is drawn in the margin left of the chosen rate's title only.
        func ink(leftOf text: String) throws -> Int {
            let frame = try #require(window.frame(ofText: text))
            var count = 0
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX) - 20..<Int(frame.minX) - 4 where window.color(x: x, y: y).r < 128 { count += 1 }
            }
            return count
        }
        #expect(try ink(leftOf: "Every Second") > 5)
        #expect(try ink(leftOf: "Every 5 Seconds") == 0)
        window.click(text: "Every 2 Seconds")
        app.step(frames: 20)
        #expect(defaults.integer(forKey: RefreshRate.storageKey) == 2000)
        #expect(!window.texts.contains("Every 5 Seconds"), "choosing closed every menu")
    }

    @Test func aboutOpensASheetThatOKCloses() throws {
        let app = AppHost(SystemMonitorApp(), width: 960, height: 620)
        let window = try #require(app.keyWindow)
        window.click(text: "Help")
        window.click(text: "About System Monitor")
        app.step(frames: 20)
        #expect(window.texts.contains("Processes, resources and file systems, read from /proc and statvfs."), "\(window.texts)")
        #expect(app.windows.count == 1, "in a sheet, not a window")
        window.click(text: "OK")
        app.step(frames: 20)
        #expect(!window.texts.contains("Made with Trellis"))
    }
}
