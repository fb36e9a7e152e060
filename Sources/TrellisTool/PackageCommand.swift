import ArgumentParser
import Foundation
import TrellisPackager

/// `trellis package PRODUCT`: a .deb and a portable .tar.gz that run without Swift.
struct PackageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "package",
        abstract: "Pack an app as a Debian package and a portable archive that run on machines without Swift.",
        discussion: """
            Run in the app's package folder. It builds PRODUCT's release binary with the Swift runtime linked in, \
            strips it, and writes OUTPUT/<name>_<version>_<arch>.deb (with a .desktop file, icons, AppStream \
            metadata and Depends: worked out from the libraries the binary loads) and \
            OUTPUT/<name>-<version>-linux-<arch>.tar.gz (the same files and a launcher). \
            The version defaults to the newest git tag (else a snapshot version of the last commit), the maintainer to DEBFULLNAME and DEBEMAIL, else git's user. \
            The icon is --icon, else assets/AppIcon.png or an AppIcon.appiconset of the package, else one drawn from \
            the app's initial. Nothing is left in OUTPUT when anything fails.
            """)

    @Argument(help: ArgumentHelp("The executable product to package.", valueName: "product"))
    var product: String

    @Option(help: ArgumentHelp("Where the .deb and the .tar.gz go. Default: dist/ in the package folder.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("The package folder. Default: the current folder.", valueName: "dir"))
    var packagePath: String?

    @Option(help: ArgumentHelp("The version, as Debian writes it (1.0.2). Default: the newest git tag, else 0.0~git<date>.<commit>.", valueName: "version"))
    var version: String?

    @Option(help: ArgumentHelp("\"Name <address>\". Default: DEBFULLNAME <DEBEMAIL>, else git's user.name <user.email>.", valueName: "maintainer"))
    var maintainer: String?

    @Option(help: ArgumentHelp("The Debian package and command name. Default: the product in lower case (SystemMonitor: system-monitor).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("The name the desktop shows. Default: the product's words.", valueName: "text"))
    var displayName: String?

    @Option(help: ArgumentHelp("The reverse-DNS id of the .desktop file and AppStream metadata. Default: org.trellis.<product>.", valueName: "id"))
    var identifier: String?

    @Option(help: ArgumentHelp("One line saying what the app does.", valueName: "text"))
    var summary: String?

    @Option(help: ArgumentHelp("A longer description; paragraphs separated by blank lines.", valueName: "text"))
    var description: String?

    @Option(help: ArgumentHelp("The project's web page.", valueName: "url"))
    var homepage: String?

    @Option(help: ArgumentHelp("The licence, as an SPDX id (MIT, GPL-3.0-or-later).", valueName: "id"))
    var license: String?

    @Option(help: ArgumentHelp("A PNG (256×256 or larger is best) or an SVG for the app's icon.", valueName: "file"))
    var icon: String?

    @Option(help: ArgumentHelp("release, or debug for a quick package to try.", valueName: "configuration"))
    var configuration: String = "release"

    @Option(help: ArgumentHelp("The build folder for swift build. Default: .build/trellis-package, apart from the package's own builds, which must not share objects with a static build.", valueName: "dir"))
    var scratchPath: String?

    func validate() throws {
        guard ["release", "debug"].contains(configuration) else {
            throw ValidationError("--configuration is release or debug, not \(configuration)")
        }
    }

    func run() throws {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        func path(_ text: String) -> URL { URL(fileURLWithPath: text, relativeTo: here).standardizedFileURL }
        let folder = packagePath.map(path) ?? here
        var request = PackageRequest(product: product, packageFolder: folder,
                                     output: output.map(path) ?? folder.appendingPathComponent("dist"), configuration: configuration)
        request.version = version
        request.maintainer = maintainer
        request.packageName = name
        request.displayName = displayName
        request.identifier = identifier
        request.summary = summary
        request.details = description
        request.homepage = homepage
        request.license = license
        request.icon = icon.map(path)
        request.scratchPath = scratchPath.map(path)
        do {
            let result = try Packager.package(request)
            print(result.report.joined(separator: "\n"))
            print("Install it with: sudo apt install \(result.debian.path)")
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
    }
}
