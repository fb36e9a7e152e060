import Foundation

/// The files a Linux desktop reads to list an app: the .desktop entry
/// (freedesktop Desktop Entry Specification 1.5) and the AppStream metainfo
/// that software centres show.
enum DesktopFiles {
    /// `usr/share/applications/<id>.desktop`.
    static func desktopEntry(_ app: AppMetadata) -> String {
        """
        [Desktop Entry]
        Type=Application
        Name=\(escapeDesktopValue(app.displayName))
        Comment=\(escapeDesktopValue(app.summary))
        Exec=\(app.packageName)
        Icon=\(app.identifier)
        Terminal=false
        Categories=Utility;
        StartupWMClass=\(app.packageName)

        """
    }

    /// `usr/share/metainfo/<id>.metainfo.xml`.
    static func appStreamMetadata(_ app: AppMetadata, date: Date) -> String {
        let day = ISO8601DateFormatter.string(from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
        let paragraphs = app.longDescription.components(separatedBy: "\n\n").map { "    <p>\(escapeXML($0))</p>" }.joined(separator: "\n")
        // AppStream forbids a summary ending in a full stop.
        var summary = app.summary
        while summary.hasSuffix(".") { summary.removeLast() }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <component type="desktop-application">
          <id>\(escapeXML(app.identifier))</id>
          <metadata_license>CC0-1.0</metadata_license>
          <project_license>\(escapeXML(app.license ?? "LicenseRef-proprietary"))</project_license>
          <name>\(escapeXML(app.displayName))</name>
          <summary>\(escapeXML(summary))</summary>
          <description>
        \(paragraphs)
          </description>
          <developer id="\(escapeXML(developerID(app)))">
            <name>\(escapeXML(app.maintainerName))</name>
          </developer>
          <launchable type="desktop-id">\(escapeXML(app.identifier)).desktop</launchable>
        \(app.homepage.map { "  <url type=\"homepage\">\(escapeXML($0))</url>\n" } ?? "")\
          <provides>
            <binary>\(escapeXML(app.packageName))</binary>
          </provides>
          <content_rating type="oars-1.1"/>
          <releases>
            <release version="\(escapeXML(app.version))" date="\(day)"/>
          </releases>
        </component>

        """
    }

    /// The developer's reverse-DNS id: the app's id without its last part.
    private static func developerID(_ app: AppMetadata) -> String {
        let parts = app.identifier.split(separator: ".")
        return parts.count > 2 ? parts.dropLast().joined(separator: ".") : app.identifier
    }

    /// A value of a .desktop key: no line breaks, and the spec's escapes.
    static func escapeDesktopValue(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\r", with: "\\r")
    }

    /// Text inside an XML element or attribute.
    static func escapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
