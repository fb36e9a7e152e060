import Foundation

/// Why `trellis package` stopped. Each says what was wrong and what to do;
/// nothing is left in the output folder when one is thrown.
public enum PackageError: Error, Equatable, CustomStringConvertible {
    /// The folder holds no Package.swift, or `swift package describe` could not read it.
    case noPackage(folder: String, reason: String)
    /// The name is not an executable product of the package.
    case notAProduct(String, executables: [String])
    /// The version is not one Debian accepts.
    case invalidVersion(String, reason: String)
    /// The Debian package name is not one Debian accepts.
    case invalidPackageName(String)
    /// No maintainer was given and none could be found.
    case noMaintainer
    /// The maintainer is not `Name <address>`.
    case invalidMaintainer(String)
    /// No version was given and the package has no release tag.
    case noVersion
    /// `--icon` names a file that is missing or is not a PNG or SVG picture.
    case badIcon(path: String, reason: String)
    /// A program the packager needs is not installed.
    case missingTool(name: String, debianPackage: String)
    /// A program the packager ran failed.
    case toolFailed(command: String, output: String)
    /// The binary needs libraries that no installed Debian package provides.
    case unpackagedLibraries([String])
    /// Writing a file failed; the partial output was removed.
    case writeFailed(path: String, reason: String)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case let .noPackage(folder, reason):
            return "no Swift package in \(folder) (\(reason)); run trellis package in the app's package folder, or give --package-path"
        case let .notAProduct(name, executables):
            let list = executables.isEmpty ? "the package has no executable product" : "its executable products are: " + executables.joined(separator: ", ")
            return "\"\(name)\" is not an executable product of this package; \(list)"
        case let .invalidVersion(version, reason):
            return "the version \"\(version)\" is not one Debian accepts: \(reason). Use digits and dots, such as --version 1.0.2"
        case let .invalidPackageName(name):
            return "\"\(name)\" cannot name a Debian package: use lower-case letters, digits, '+', '-' and '.', starting with a letter or digit, at least two characters; choose one with --name"
        case .noMaintainer:
            return "no maintainer: give --maintainer \"Your Name <you@example.org>\", or set DEBFULLNAME and DEBEMAIL, or git's user.name and user.email"
        case let .invalidMaintainer(text):
            return "the maintainer \"\(text)\" is not of the form \"Your Name <you@example.org>\""
        case .noVersion:
            return "no version: give --version 1.0.0, or tag the release in git (git tag v1.0.0)"
        case let .badIcon(path, reason):
            return "cannot use the icon \(path): \(reason); give --icon with a square PNG (256×256 or larger is best) or an SVG"
        case let .missingTool(name, debianPackage):
            let how = debianPackage.contains(" ") ? debianPackage
                : "\(debianPackage) (sudo apt-get install \(debianPackage), or make deps in the Trellis checkout)"
            return "\(name) is not installed; install \(how)"
        case let .toolFailed(command, output):
            return "\(command) failed:\n\(output)"
        case let .unpackagedLibraries(paths):
            return "the program needs libraries that no installed Debian package provides, so the .deb could not depend on them:\n"
                + paths.map { "  " + $0 }.joined(separator: "\n")
                + "\nInstall them from Debian's packages instead of by hand, or link them statically"
        case let .writeFailed(path, reason):
            return "could not write \(path): \(reason); nothing was left behind"
        }
    }
}
