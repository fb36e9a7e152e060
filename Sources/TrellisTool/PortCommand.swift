import ArgumentParser
import Foundation
import TrellisPort

/// `trellis port PATH`: writes a package that builds a SwiftUI app on Linux.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Write a Swift package that builds a SwiftUI app on Linux with Trellis.",
        discussion: """
            PATH is an Xcode project folder (with an .xcodeproj) or a folder of Swift files with an @main App. \
            The app's sources are copied with mechanical changes (import SwiftUI becomes import Trellis, previews \
            are removed), its asset catalogs become the package's assets/, and a report lists what was found, \
            what changed and what cannot work on Linux. Nothing is written when anything goes wrong.
            """)

    @Argument(help: ArgumentHelp("The Xcode project folder or the folder of Swift files.", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("The package folder to write; it must not exist. Default: <App>-Linux here.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("The app target to port when the project has several.", valueName: "name"))
    var target: String?

    @Option(help: ArgumentHelp("The Trellis checkout to depend on. Default: the one this tool was built from.", valueName: "path"))
    var trellis: String?

    func run() throws {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let options = Porter.Options(source: URL(fileURLWithPath: path, relativeTo: here),
                                     output: output.map { URL(fileURLWithPath: $0, relativeTo: here) },
                                     target: target, trellis: TrellisCommand.trellisCheckout(trellis))
        do {
            let result = try Porter.port(options)
            print(result.report.text, terminator: "")
            print("Wrote \(result.output.path)")
        } catch {
            throw TrellisCommand.fail(error)
        }
    }
}
