import ArgumentParser
import Foundation
import TrellisPort

/// `trellis new NAME`: a starter package with an app and a test.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a starter package: an App with a window, a view, and a ViewHost test.",
        discussion: "Then: cd NAME && swift run, and swift test.")

    @Argument(help: ArgumentHelp("The package's name, also its folder and module: letters, digits, underscores.", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("The Trellis checkout to depend on. Default: the one this tool was built from.", valueName: "path"))
    var trellis: String?

    func run() throws {
        let destination = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(name)
        do {
            try StarterPackage.create(name: name, at: destination, trellis: TrellisCommand.trellisCheckout(trellis))
        } catch {
            throw TrellisCommand.fail(error)
        }
        print("Wrote \(destination.path)\nNext: cd \(name) && swift run \(name), and swift test")
    }
}
