import Foundation
import Testing

/// The Desktop demo against the real xdg-desktop-portal and its GTK back end,
/// through `scripts/real-portal-check.sh`: the colour scheme at start-up and
/// while running, contrast and reduced motion (SwiftUI's `colorSchemeContrast`
/// and `accessibilityReduceMotion`, read from GNOME's settings), the GTK file dialogs above the window that asked (a chosen
/// file, a saved file, Escape), and OpenURI's chooser with no browser.
///
/// The script runs on its own X server and session bus, drives the dialogs
/// with xdotool, and types again whatever a dialog still building itself lost.
@Suite(.timeLimit(.minutes(5))) struct RealPortalTests {
    /// The package's folder, where the script is.
    private var packageFolder: URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }

    @Test func theDesktopDemoWorksWithXdgDesktopPortalGtk() throws {
        let needed = ["/usr/libexec/xdg-desktop-portal", "/usr/libexec/xdg-desktop-portal-gtk", "/usr/bin/gsettings",
                      "/usr/bin/dbus-run-session", "/usr/bin/xvfb-run", "/usr/bin/xdotool", "/usr/bin/xprop"]
        let missing = needed.filter { !FileManager.default.isExecutableFile(atPath: $0) }
        guard missing.isEmpty else {
            Issue.record("This test needs \(missing.joined(separator: ", ")); make deps installs them")
            return
        }
        let script = packageFolder.appendingPathComponent("scripts/real-portal-check.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["280", "bash", script.path, DemoRun.executable("Desktop").path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        OwnDisplay.finish(process)
        let report = output.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") || $0.hasPrefix("NOTE") }
        #expect(process.terminationStatus == 0, "\(report.joined(separator: "\n"))\n\(output)")
        #expect(report.filter { $0.hasPrefix("PASS") }.count >= 14, "\(report.joined(separator: "\n"))")
    }
}
