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

    /// The newest tag reachable from HEAD, without a leading `v` (`v1.2.0` → `1.2.0`); with no tag,
    /// a snapshot version as Debian writes them, `0.0~git20261129.ee4102d`, which sorts before any release.
    static func version(folder: URL) -> String? {
        if var tag = git(["describe", "--tags", "--abbrev=0"], in: folder) {
            if tag.hasPrefix("v") || tag.hasPrefix("V") { tag.removeFirst() }
            return tag
        }
        guard let commit = git(["log", "-1", "--format=%cd.%h", "--date=format:%Y%m%d"], in: folder) else { return nil }
        return "0.0~git\(commit)"
    }

    /// A value of the Info.plist that `trellis port` writes into a ported app's
    /// assets folder (`CFBundleShortVersionString`, `CFBundleIdentifier`), unless
    /// it is missing, empty or still names a build variable.
    static func infoPlistValue(_ key: String, folder: URL) -> String? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("assets/Info.plist")),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let value = plist[key] as? String, !value.isEmpty, !value.contains("$(") else { return nil }
        return value
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
