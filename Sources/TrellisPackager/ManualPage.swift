import Foundation

/// `usr/share/man/man1/<command>.1`: Debian's policy (§12.1) wants a manual
/// page for every program in `usr/bin`. Its options section is the program's
/// own `--help`, so it says what the program really accepts.
enum ManualPage {
    /// The page in roff, with `help` (the program's `--help` output) as its options.
    static func page(_ app: AppMetadata, help: String?, date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM yyyy"
        var page = """
        .TH \(app.packageName.uppercased()) 1 "\(formatter.string(from: date))" "\(escape(app.packageName)) \(escape(app.version))" "User Commands"
        .SH NAME
        \(escape(app.packageName)) \\- \(escape(app.summary))
        .SH SYNOPSIS
        .B \(escape(app.packageName))
        [\\fIoptions\\fR]
        .SH DESCRIPTION
        \(escape(app.longDescription))

        """
        if let help, !help.isEmpty {
            page += ".SH OPTIONS\n.nf\n" + help.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "\n") + "\n.fi\n"
        }
        page += ".SH AUTHOR\n\(escape(app.maintainer))\n"
        return page
    }

    /// Text as roff shows it literally: backslashes doubled, hyphens as minus
    /// signs (so options can be searched and pasted), and no line starting
    /// with a control character.
    static func escape(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var escaped = line.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
            if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
            return escaped
        }.joined(separator: "\n")
    }

    /// What `binary --help` prints, or nil when it does not end in time or fails.
    static func help(of binary: URL) -> String? {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--help"]
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "78"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        // A program that ignores --help and opens its window is stopped, and the page goes without options.
        let running = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 10) { if running.isRunning { running.terminate() } }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
