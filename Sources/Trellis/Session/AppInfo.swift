import Foundation
@_spi(TrellisExtension) import TrellisCore

/// What an app says of itself in its Info.plist, as a Mac's standard About
/// panel reads it: the version (`CFBundleShortVersionString`), the build
/// (`CFBundleVersion`) and the copyright line (`NSHumanReadableCopyright`).
///
/// Foundation's main bundle is asked first. On Linux it has an Info.plist
/// only when one lies beside the executable, which a package's build folder
/// and `/usr/bin` never hold, so the app's assets folder is asked next: that
/// is where `trellis port` writes the Xcode project's.
struct AppInfo: Equatable {
    /// The version shown to users, such as "1.2".
    var version: String?
    /// The build number, such as "34".
    var build: String?
    /// A line of copyright.
    var copyright: String?
    /// The reverse-DNS identifier, such as "com.example.notes".
    var identifier: String?

    /// The values of an Info.plist; a value still holding a build variable (`$(MARKETING_VERSION)`) counts as missing.
    init(_ plist: [String: Any]) {
        func text(_ key: String) -> String? {
            guard let value = plist[key] as? String, !value.isEmpty, !value.contains("$(") else { return nil }
            return value
        }
        version = text("CFBundleShortVersionString")
        build = text("CFBundleVersion")
        copyright = text("NSHumanReadableCopyright")
        identifier = text("CFBundleIdentifier")
    }

    /// The bundle's values, each missing one taken from `Info.plist` in `assets`.
    static func read(bundle: [String: Any]?, assets: URL?) -> AppInfo {
        var plist: [String: Any] = [:]
        if let assets, let data = try? Data(contentsOf: assets.appendingPathComponent("Info.plist")) {
            if let read = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
                plist = read
            } else {
                Diagnostics.warnOnce("app-info", "\(assets.path)/Info.plist is not a property list; the About window shows no version")
            }
        }
        plist.merge(bundle ?? [:]) { _, fromBundle in fromBundle }
        return AppInfo(plist)
    }

    /// This process's, read once.
    @MainActor static let current = read(bundle: Bundle.main.infoDictionary, assets: AssetLocator.processAssets)

    /// "Version 1.2 (34)" as a Mac's About panel writes it; the build alone
    /// stands in for a missing version, as AppKit's does; nil with neither.
    var versionLine: String? {
        switch (version, build) {
        case let (version?, build?) where build != version: "Version \(version) (\(build))"
        case let (version?, _): "Version \(version)"
        case let (nil, build?): "Version \(build)"
        case (nil, nil): nil
        }
    }
}
