import Foundation

/// Why `trellis port` or `trellis new` stopped. Each says what was wrong and
/// what to do; nothing has been written when one is thrown.
public enum PortError: Error, Equatable, CustomStringConvertible {
    /// The folder holds neither an Xcode project with an app target nor Swift files with an `App`.
    case noApp(folder: String, detail: String)
    /// The project has several app targets and none is preferred.
    case severalTargets([String])
    /// `--target` names no app target of the project.
    case unknownTarget(String, available: [String])
    /// The project file could not be read (missing, not UTF-8, a syntax error).
    case unreadableProject(path: String, reason: String)
    /// The project file is readable but not an Xcode project as expected.
    case unknownFormat(path: String, reason: String)
    /// The output folder is already there; it is never overwritten.
    case outputExists(String)
    /// The package name given to `trellis new` cannot name a Swift module.
    case invalidName(String)
    /// Writing the package failed; the partial folder was removed.
    case writeFailed(path: String, reason: String)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case let .noApp(folder, detail):
            return "no app found in \(folder): \(detail). Point trellis port at a folder with an .xcodeproj, or at Swift files with an @main App."
        case let .severalTargets(names):
            return "the project has several app targets and none is for macOS; choose one with --target:\n"
                + names.map { "  " + $0 }.joined(separator: "\n")
        case let .unknownTarget(name, available):
            return "no app target named \"\(name)\"; the project's app targets are: " + available.joined(separator: ", ")
        case let .unreadableProject(path, reason):
            return "cannot read the Xcode project \(path): \(reason)"
        case let .unknownFormat(path, reason):
            return "\(path) is not an Xcode project this tool understands: \(reason)"
        case let .outputExists(path):
            return "the output folder \(path) already exists; choose another with --output, or remove it first"
        case let .invalidName(name):
            return "\"\(name)\" cannot name a Swift package: use letters, digits and underscores, starting with a letter"
        case let .writeFailed(path, reason):
            return "could not write \(path): \(reason); nothing was left behind"
        }
    }
}
