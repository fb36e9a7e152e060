import Foundation

/// Xcode project folders written by the tests, as Xcode 15 lays them out: a
/// `project.pbxproj` with groups, build files and configurations, sources and
/// an asset catalog.
enum XcodeFixture {
    /// One app target of a fixture project.
    struct Target {
        var name: String
        var sdk: String
        var swiftVersion = "5.0"
        var displayName: String?
        /// More build settings, as `KEY = value;` pairs.
        var settings = ""
    }

    /// A 2×2 opaque orange PNG.
    static let orangePNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP438DwH4QZYAwAWsoJ+e+uaqEAAAAASUVORK5CYII=")!

    /// A fresh, empty folder under the temporary directory.
    static func temporaryFolder(_ label: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(label)-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (path → text) under `folder`.
    static func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// An asset catalog with the colour sets `BrandBlue` (#1E64C8) and `AccentColor`
    /// (#FF8000, dark #FFA040), the image set `Logo` and an app icon.
    static func writeCatalog(at catalog: URL) throws {
        func colorSet(_ red: String, _ green: String, _ blue: String, dark: (String, String, String)? = nil) -> String {
            let light = #"{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"\#(red)","green":"\#(green)","blue":"\#(blue)","alpha":"1.000"}}}"#
            let darkEntry = dark.map { #",{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"\#($0.0)","green":"\#($0.1)","blue":"\#($0.2)","alpha":"1.000"}}}"# } ?? ""
            return #"{"colors":[\#(light)\#(darkEntry)],"info":{"author":"xcode","version":1}}"#
        }
        try write([
            "Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "BrandBlue.colorset/Contents.json": colorSet("0x1E", "0x64", "0xC8"),
            "AccentColor.colorset/Contents.json": colorSet("1.000", "0.502", "0.000", dark: ("1.000", "0.627", "0.251")),
            "Logo.imageset/Contents.json": #"{"images":[{"idiom":"universal","filename":"logo.png","scale":"1x"},{"idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#,
            "AppIcon.appiconset/Contents.json": #"{"images":[{"idiom":"mac","filename":"icon_16.png","scale":"1x","size":"16x16"},{"idiom":"mac","filename":"icon_512.png","scale":"2x","size":"512x512"}],"info":{"author":"xcode","version":1}}"#,
        ], in: catalog)
        for picture in ["Logo.imageset/logo.png", "AppIcon.appiconset/icon_16.png", "AppIcon.appiconset/icon_512.png"] {
            try orangePNG.write(to: catalog.appendingPathComponent(picture))
        }
    }

    /// A `project.pbxproj` whose targets all build `sources` (paths in the group
    /// `groupPath`) and the catalog `Assets.xcassets` in it.
    static func pbxproj(targets: [Target], groupPath: String, sources: [String]) -> String {
        var objects: [String] = []
        var fileRefs: [String] = [], buildFiles: [String] = []
        for (index, source) in (sources + ["Assets.xcassets"]).enumerated() {
            let type = source.hasSuffix(".swift") ? "sourcecode.swift" : source.hasSuffix(".xcassets") ? "folder.assetcatalog" : "file"
            objects.append("\t\tF\(index) /* \(source) */ = {isa = PBXFileReference; lastKnownFileType = \(type); path = \(quoted(source)); sourceTree = \"<group>\"; };")
            fileRefs.append("F\(index)")
        }
        for (index, _) in fileRefs.enumerated() {
            objects.append("\t\tB\(index) = {isa = PBXBuildFile; fileRef = F\(index) /* comment with } and ; */; };")
            buildFiles.append("B\(index)")
        }
        let all = sources + ["Assets.xcassets"]
        // Swift files are compiled; everything else (the catalog, fonts) is copied as a resource.
        let swiftFiles = buildFiles.indices.filter { all[$0].hasSuffix(".swift") }.map { buildFiles[$0] }.joined(separator: ", ")
        let resourceFiles = buildFiles.indices.filter { !all[$0].hasSuffix(".swift") }.map { buildFiles[$0] }.joined(separator: ", ")
        objects.append("\t\tG1 /* App */ = {isa = PBXGroup; children = (\(fileRefs.joined(separator: ", ")), ); path = \(quoted(groupPath)); sourceTree = \"<group>\"; };")
        objects.append("\t\tG0 = {isa = PBXGroup; children = (G1, P9); sourceTree = \"<group>\"; };")
        objects.append("\t\tP9 /* Products */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };")
        var targetIDs: [String] = []
        for (index, target) in targets.enumerated() {
            var settings = "SDKROOT = \(target.sdk); SWIFT_VERSION = \(target.swiftVersion); PRODUCT_NAME = \"$(TARGET_NAME)\"; ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;"
            if let name = target.displayName { settings += " INFOPLIST_KEY_CFBundleDisplayName = \(quoted(name));" }
            settings += target.settings
            objects.append("\t\tC\(index)R /* Release */ = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };")
            objects.append("\t\tC\(index)D /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 4.2;}; name = Debug; };")
            objects.append("\t\tL\(index) = {isa = XCConfigurationList; buildConfigurations = (C\(index)D, C\(index)R, ); };")
            objects.append("\t\tS\(index) = {isa = PBXSourcesBuildPhase; files = (\(swiftFiles), ); };")
            objects.append("\t\tR\(index) = {isa = PBXResourcesBuildPhase; files = (\(resourceFiles), ); };")
            objects.append("\t\tT\(index) /* \(target.name) */ = {isa = PBXNativeTarget; buildConfigurationList = L\(index); buildPhases = (S\(index), R\(index), ); name = \(quoted(target.name)); productType = \"com.apple.product-type.application\"; };")
            targetIDs.append("T\(index)")
        }
        objects.append("\t\tTX = {isa = PBXNativeTarget; name = AppTests; buildPhases = (); productType = \"com.apple.product-type.bundle.unit-test\"; };")
        objects.append("\t\tROOT /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (\((targetIDs + ["TX"]).joined(separator: ", "))); };")
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \(objects.joined(separator: "\n"))
            \t};
            \trootObject = ROOT /* Project object */;
            }

            """
    }

    static func quoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" } ? text : "\"\(text)\""
    }

    /// A whole project folder: `Name.xcodeproj`, the sources in `Name/` and the catalog.
    @discardableResult
    static func project(in folder: URL, name: String, targets: [Target], sources: [String: String]) throws -> URL {
        let names = sources.keys.sorted()
        try write(["\(name).xcodeproj/project.pbxproj": pbxproj(targets: targets, groupPath: name, sources: names)], in: folder)
        try write(Dictionary(uniqueKeysWithValues: sources.map { ("\(name)/\($0.key)", $0.value) }), in: folder)
        try writeCatalog(at: folder.appendingPathComponent("\(name)/Assets.xcassets"))
        return folder
    }
}
