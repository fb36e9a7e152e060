import Foundation

/// Where the version and the maintainer come from when no option gives them:
/// Debian's own variables, then the package's git repository.
enum MetadataDefaults {
    /// `DEBFULLNAME <DEBEMAIL>` (what dch and dh_make read), else git's `user.name <user.email>`.
    static func maintainer(environment: [String: String], folder: URL) -> String? {
        if let name = environment["DEBFULLNAME"], let mail = environment["DEBEMAIL"], !name.isEmpty, !mail.isEmpty {
            return "\(name) <\(mail)>"
        }
        guard let name = git(["config", "user.name"], in: folder), let mail = git(["config", "user.email"], in: folder) else { return nil }
        return "\(name) <\(mail)>"
    }

    /// The newest tag reachable from HEAD, without a leading `v` (`v1.2.0` → `1.2.0`).
    static func version(folder: URL) -> String? {
        guard var tag = git(["describe", "--tags", "--abbrev=0"], in: folder) else { return nil }
        if tag.hasPrefix("v") || tag.hasPrefix("V") { tag.removeFirst() }
        return tag
    }

    /// One line that git prints, or nil when git is missing, fails or prints nothing.
    private static func git(_ arguments: [String], in folder: URL) -> String? {
        guard let outcome = try? ExternalTool(name: "git", debianPackage: "git").run(["-C", folder.path] + arguments), outcome.status == 0 else {
            return nil
        }
        let line = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? nil : line
    }
}
