import Foundation

/// The files of a binary .deb that are not the app: `DEBIAN/control`, and the
/// copyright and changelog files that Debian's policy (§12.5, §12.7) asks
/// every package to carry under `usr/share/doc/<package>/`.
enum DebianControlFiles {
    /// `DEBIAN/control`. `installedSize` is in KiB, as dpkg counts it.
    static func control(_ app: AppMetadata, depends: [String], installedSize: Int) -> String {
        var fields = [
            ("Package", app.packageName),
            ("Version", app.version),
            ("Architecture", app.architecture),
            ("Maintainer", app.maintainer),
            ("Installed-Size", String(installedSize)),
        ]
        if !depends.isEmpty { fields.append(("Depends", depends.joined(separator: ", "))) }
        fields += [("Section", "utils"), ("Priority", "optional")]
        if let homepage = app.homepage { fields.append(("Homepage", homepage)) }
        fields.append(("Description", app.summary + "\n" + extendedDescription(app.longDescription)))
        return fields.map { "\($0.0): \($0.1)" }.joined(separator: "\n") + "\n"
    }

    /// The description's body as the control file wants it: each line after a
    /// space, and an empty line as " .".
    static func extendedDescription(_ text: String) -> String {
        wrap(text, width: 79).map { $0.isEmpty ? " ." : " " + $0 }.joined(separator: "\n")
    }

    /// `usr/share/doc/<package>/copyright`, in the machine-readable format 1.0.
    static func copyright(_ app: AppMetadata, year: Int, licenseText: String?) -> String {
        let license = app.license ?? "other"
        var text = """
        Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
        Upstream-Name: \(app.displayName)
        Upstream-Contact: \(app.maintainer)

        Files: *
        Copyright: \(year) \(app.maintainerName)
        License: \(license)

        """
        let body = licenseText?.trimmingCharacters(in: .whitespacesAndNewlines)
        let lines = (body?.isEmpty == false ? body! : "The licence of \(app.displayName) is not stated here; ask \(app.maintainer).")
            .components(separatedBy: "\n")
        text = String(text.dropLast()) + "\n" + lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? " ." : " " + $0 }.joined(separator: "\n") + "\n"
        return text
    }

    /// The changelog entry of this one release.
    static func changelog(_ app: AppMetadata, date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return """
        \(app.packageName) (\(app.version)) unstable; urgency=medium

          * Packaged with trellis package.

         -- \(app.maintainer)  \(formatter.string(from: date))

        """
    }

    /// The changelog's file name: a version with a Debian revision belongs to a non-native package.
    static func changelogName(version: String) -> String {
        version.contains("-") ? "changelog.Debian.gz" : "changelog.gz"
    }

    /// Words of `text` in lines of at most `width` characters; blank lines stay.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.components(separatedBy: "\n") {
            if paragraph.trimmingCharacters(in: .whitespaces).isEmpty { lines.append(""); continue }
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
        }
        return lines
    }
}
