import ArgumentParser
import Foundation
import TrellisPort

/// `trellis`: makes Trellis packages, new or from a SwiftUI app.
@main struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Make Swift packages that build SwiftUI-style apps on Linux with Trellis, and pack those apps for other machines.",
        subcommands: [PortCommand.self, NewCommand.self, PackageCommand.self])

    /// The Trellis checkout this tool was built from: the folder above `Sources/` holding Package.swift.
    static var builtFromCheckout: URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// `--trellis PATH`, or the checkout the tool was built from, as an absolute path.
    static func trellisCheckout(_ option: String?) -> URL {
        option.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL }
            ?? builtFromCheckout
    }

    /// Ends the program with the error's message and status 1.
    static func fail(_ error: PortError) -> ExitCode {
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        return ExitCode.failure
    }
}
