import Foundation

/// An X server of one test's own (Xvfb on a free display number), so the
/// windows other tests open at the same time cannot take its keyboard focus.
final class PrivateDisplay {
    /// The display's name, such as ":3", for `DISPLAY`.
    let name: String
    private let server: Process

    /// Starts a server whose one screen is `screen` (width x height x depth).
    init(screen: String = "1280x800x24") throws {
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"]
        let out = Pipe()
        server.standardOutput = out
        server.standardError = FileHandle.nullDevice
        try server.run()
        // Xvfb writes the number it chose once it accepts connections.
        var written = ""
        while !written.contains("\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            written += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(written.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "Xvfb gave no display number: \(written)"])
        }
        name = ":\(number)"
    }

    /// The environment of this process with `DISPLAY` set to this server.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        return environment
    }

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") }

    /// Ends the server. SIGKILL: started from the test runner, whose threads block SIGTERM, it would never see that.
    func stop() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        DisplayLeftovers.removeFiles(of: name)
    }
}
