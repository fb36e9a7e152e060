import Foundation
import Testing

/// The Forms demo driven from outside its process through the real AT-SPI
/// stack from Debian, as Orca drives it, by `scripts/atspi-check.sh`: on its
/// own X server and session bus, at-spi2-core's bus launcher and registry,
/// accessibility turned on through `org.a11y.Status` `IsEnabled` (what Orca
/// sets), and pyatspi (libatspi) as the client. It walks the tree, replaces
/// and inserts text through EditableText, toggles through Action, moves a
/// slider through Value, chooses a radio button through Selection, checks
/// labelled-by and extents, and checks that three Tabs send three focused events.
@Suite(.timeLimit(.minutes(4))) struct ATSPIEndToEndTests {
    private var packageFolder: URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }

    /// Runs `scripts/atspi-check.sh` on `demo`: its output, and its PASS and FAIL lines.
    private func check(_ demo: String) throws -> (output: String, report: [Substring], status: Int32)? {
        let needed = ["/usr/libexec/at-spi-bus-launcher", "/usr/libexec/at-spi2-registryd", "/usr/bin/python3",
                      "/usr/bin/dbus-run-session", "/usr/bin/xvfb-run", "/usr/bin/xdotool"]
        let missing = needed.filter { !FileManager.default.isExecutableFile(atPath: $0) }
        guard missing.isEmpty else {
            Issue.record("This test needs \(missing.joined(separator: ", ")); make deps installs them")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["200", "bash", packageFolder.appendingPathComponent("scripts/atspi-check.sh").path,
                             DemoRun.executable(demo).path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let report = output.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
        return (output, report, process.terminationStatus)
    }

    @Test func aScreenReaderReadsAndDrivesTheFormsDemo() throws {
        guard let (output, report, status) = try check("Forms") else { return }
        #expect(status == 0, "\(report.joined(separator: "\n"))\n\(output)")
        // Every check of the script ran: a run that stopped early has fewer.
        #expect(report.filter { $0.hasPrefix("PASS") }.count >= 33, "\(report.joined(separator: "\n"))")
        // The tree as the reader saw it: the form's controls with their roles and names.
        for line in ["entry 'Computer name'", "toggle button 'Wi-Fi'", "panel 'Theme'", "radio button 'Light'", "slider 'Text size'",
                     "calendar 'Until'", "table 'March 2026'", "column header 'Monday'", "date editor 'Time'", "spin button 'Hour'"] {
            #expect(output.contains(line), "the reader's tree lacks \(line)")
        }
    }

    /// `scripts/atspi-check-Tables.py`: the process table through AT-SPI's Table and TableCell
    /// interfaces, as Orca reads "row 2, column 3" and a cell's column header.
    @Test func aScreenReaderReadsTheTablesDemoAsATable() throws {
        guard let (output, report, status) = try check("Tables") else { return }
        #expect(status == 0, "\(report.joined(separator: "\n"))\n\(output)")
        #expect(report.filter { $0.hasPrefix("PASS") }.count >= 22, "\(report.joined(separator: "\n"))")
    }
}
