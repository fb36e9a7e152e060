import Foundation

/// The app targets of an Xcode project, read from its `project.pbxproj`.
///
/// The file is a graph of objects keyed by id: the project lists targets, a
/// target lists build phases and configuration lists, a build phase lists
/// build files, and each build file points at a file reference whose path is
/// relative to the groups above it. This walks that graph for every
/// `PBXNativeTarget` whose product is an application.
public struct XcodeProject {
    /// The `.xcodeproj` folder.
    public let bundle: URL
    /// Every app target, in the project's order.
    public let appTargets: [AppTarget]

    /// Reads `bundle/project.pbxproj`.
    public init(bundle: URL) throws(PortError) {
        self.bundle = bundle
        let file = bundle.appendingPathComponent("project.pbxproj")
        let root = try Self.readPropertyList(file)
        guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string,
              let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw .unknownFormat(path: file.path, reason: "it has no \"objects\" with a PBXProject as \"rootObject\"")
        }
        let graph = ObjectGraph(objects: objects, projectFolder: bundle.deletingLastPathComponent())
        let projectSettings = graph.buildSettings(listID: project["buildConfigurationList"]?.string)
        appTargets = project["targets"]?.strings.compactMap { id -> AppTarget? in
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget",
                  target["productType"]?.string == "com.apple.product-type.application" else { return nil }
            return graph.appTarget(target, projectSettings: projectSettings)
        } ?? []
    }

    /// The file as a property list: old-style text as Xcode writes it, or XML or binary.
    static func readPropertyList(_ file: URL) throws(PortError) -> PropertyList {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw .unreadableProject(path: file.path, reason: (error as NSError).localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            if data.starts(with: Array("bplist".utf8)) { return try foundationPropertyList(data, file: file) }
            throw .unreadableProject(path: file.path, reason: "it is not UTF-8 text")
        }
        let start = text.drop { $0.isWhitespace }
        if start.hasPrefix("<?xml") || start.hasPrefix("<plist") { return try foundationPropertyList(data, file: file) }
        guard start.hasPrefix("//") || start.hasPrefix("{") else {
            throw .unknownFormat(path: file.path, reason: "it does not start like a property list (\"// !$*UTF8*$!\" and \"{\")")
        }
        do { return try PropertyList.parse(text) } catch {
            throw .unreadableProject(path: file.path, reason: error.description)
        }
    }

    private static func foundationPropertyList(_ data: Data, file: URL) throws(PortError) -> PropertyList {
        guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
            throw .unreadableProject(path: file.path, reason: "its XML or binary property list is damaged")
        }
        return convert(object)
    }

    private static func convert(_ object: Any) -> PropertyList {
        if let dictionary = object as? [String: Any] { return .dictionary(dictionary.mapValues(convert)) }
        if let array = object as? [Any] { return .array(array.map(convert)) }
        return .string("\(object)")
    }
}

/// Lookups over a project's objects: paths of files and groups, build settings.
private struct ObjectGraph {
    let objects: [String: PropertyList]
    let projectFolder: URL
    /// Each file or group's enclosing group, for relative paths.
    let parents: [String: String]

    init(objects: [String: PropertyList], projectFolder: URL) {
        self.objects = objects
        self.projectFolder = projectFolder
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.strings ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    /// Where a file reference or group lies on disk, or `nil` for products and SDK files.
    func location(of id: String) -> URL? {
        guard let object = objects[id] else { return nil }
        let path = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<absolute>":
            return path.map { URL(fileURLWithPath: $0) }
        case "SOURCE_ROOT":
            return path.map { projectFolder.appendingPathComponent($0) } ?? projectFolder
        case "<group>":
            let base = parents[id].flatMap(location(of:)) ?? projectFolder
            return path.map { base.appendingPathComponent($0) } ?? base
        default:
            return nil
        }
    }

    /// The settings of a configuration list, preferring Release, over `inherited`.
    func buildSettings(listID: String?, inherited: [String: String] = [:]) -> [String: String] {
        let configurations = listID.flatMap { objects[$0]?["buildConfigurations"]?.strings } ?? []
        let chosen = configurations.first { objects[$0]?["name"]?.string == "Release" } ?? configurations.first
        var settings = inherited
        for (key, value) in chosen.flatMap({ objects[$0]?["buildSettings"]?.dictionary }) ?? [:] {
            settings[key] = value.string ?? value.strings.joined(separator: " ")
        }
        return settings
    }

    func appTarget(_ target: PropertyList, projectSettings: [String: String]) -> AppTarget {
        let name = target["name"]?.string ?? "App"
        var settings = buildSettings(listID: target["buildConfigurationList"]?.string, inherited: projectSettings)
        settings["TARGET_NAME"] = name
        func setting(_ key: String) -> String? {
            guard var value = settings[key], !value.isEmpty else { return nil }
            for (variable, replacement) in [("TARGET_NAME", name), ("SRCROOT", projectFolder.path), ("PROJECT_DIR", projectFolder.path)] {
                value = value.replacingOccurrences(of: "$(\(variable))", with: replacement)
                    .replacingOccurrences(of: "${\(variable)}", with: replacement)
            }
            return value
        }
        var sources: [URL] = [], catalogs: [URL] = [], fonts: [URL] = []
        for phase in (target["buildPhases"]?.strings ?? []).compactMap({ objects[$0] }) {
            for file in phase["files"]?.strings ?? [] {
                guard let reference = objects[file]?["fileRef"]?.string, let url = location(of: reference) else { continue }
                if url.pathExtension == "swift" && phase["isa"]?.string == "PBXSourcesBuildPhase" { sources.append(url) }
                if url.pathExtension == "xcassets" { catalogs.append(url) }
                if FolderScan.fontExtensions.contains(url.pathExtension.lowercased()) { fonts.append(url) }
            }
        }
        // Xcode 16 projects name whole folders instead of files: everything in them belongs to the target.
        for group in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
            guard let folder = location(of: group) else { continue }
            let found = FolderScan.files(in: folder)
            sources += found.sources
            catalogs += found.catalogs
            fonts += found.fonts
        }
        var platforms = Set(setting("SUPPORTED_PLATFORMS")?.split(separator: " ").compactMap { ApplePlatform(sdk: String($0)) } ?? [])
        if let sdk = setting("SDKROOT").flatMap(ApplePlatform.init(sdk:)) { platforms.insert(sdk) }
        // Read once: the display name and the About keys both come from it.
        let infoPlist = setting("INFOPLIST_FILE").map { XcodeProject.infoPlist(at: URL(fileURLWithPath: $0, relativeTo: projectFolder)) } ?? [:]
        let fromPlist = XcodeProject.displayName(inInfoPlist: infoPlist)
        var app = AppTarget(name: name, sources: sources, assetCatalogs: catalogs, fonts: fonts, swiftVersion: setting("SWIFT_VERSION"),
                            displayName: setting("INFOPLIST_KEY_CFBundleDisplayName") ?? fromPlist ?? setting("PRODUCT_NAME") ?? name,
                            appIconName: setting("ASSETCATALOG_COMPILER_APPICON_NAME") ?? "AppIcon",
                            platforms: platforms.sorted())
        app.info = XcodeProject.aboutKeys(inInfoPlist: infoPlist, setting: setting)
        return app
    }

}

/// What `trellis port` takes from a target's Info.plist.
extension XcodeProject {
    /// The Info.plist at `url` as a dictionary; empty when it is missing or unreadable.
    static func infoPlist(at url: URL) -> [String: Any] {
        guard let data = try? Data(contentsOf: url.standardizedFileURL),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return [:] }
        return plist
    }

    /// `CFBundleDisplayName` (else `CFBundleName`) of an Info.plist, unless it is a build variable.
    static func displayName(inInfoPlist plist: [String: Any]) -> String? {
        let name = (plist["CFBundleDisplayName"] as? String) ?? (plist["CFBundleName"] as? String)
        return name.flatMap { $0.contains("$(") ? nil : $0 }
    }

    /// The Info.plist keys a Mac's About panel and `Bundle.main` answer from:
    /// the target's own Info.plist, whose `$(VARIABLE)` values are looked up
    /// in the settings, else the build settings Xcode fills a missing key from.
    /// A literal in the file wins: Xcode copies it into the bundle as it is,
    /// whatever `MARKETING_VERSION` a template left in the settings.
    static func aboutKeys(inInfoPlist plist: [String: Any], setting: (String) -> String?) -> [String: String] {
        let fromSettings = ["CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER", "CFBundleShortVersionString": "MARKETING_VERSION",
                            "CFBundleVersion": "CURRENT_PROJECT_VERSION", "NSHumanReadableCopyright": "INFOPLIST_KEY_NSHumanReadableCopyright"]
        var keys: [String: String] = [:]
        for (key, variable) in fromSettings {
            var value = plist[key] as? String
            // `$(MARKETING_VERSION)`, or `${…}`: the setting it names.
            if let named = value, named.hasPrefix("$(") || named.hasPrefix("${") {
                value = setting(String(named.dropFirst(2).dropLast()).components(separatedBy: ":").first ?? "")
            }
            if let found = value ?? setting(variable), !found.contains("$(") { keys[key] = found }
        }
        return keys
    }
}
