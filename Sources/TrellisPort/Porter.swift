import Foundation

/// `trellis port`: turns a SwiftUI app (an Xcode project or a folder of Swift
/// files) into a Swift package that builds it on Linux with Trellis.
public enum Porter {
    /// What to port, where to, and which Trellis to build against.
    public struct Options: Sendable {
        /// The project folder (or `.xcodeproj`), or a folder of Swift files.
        public var source: URL
        /// The package folder to write; it must not exist. `nil`: `<App>-Linux` in the current directory.
        public var output: URL?
        /// The app target to port when the project has several.
        public var target: String?
        /// The Trellis checkout the package depends on by path.
        public var trellis: URL

        /// Options with every choice spelled out.
        public init(source: URL, output: URL? = nil, target: String? = nil, trellis: URL) {
            self.source = source
            self.output = output
            self.target = target
            self.trellis = trellis
        }
    }

    /// The package written and the report on it.
    public struct Result: Sendable {
        /// The package folder.
        public var output: URL
        /// The app's module (and executable) name.
        public var module: String
        /// What was found, changed, and cannot work.
        public var report: PortReport
    }

    /// Ports the app; on any error, nothing has been written.
    public static func port(_ options: Options) throws(PortError) -> Result {
        let source = options.source.standardizedFileURL
        let (app, note) = try AppLocator.locate(in: source, target: options.target)
        let module = PackageFiles.moduleName(app.name)
        let output = (options.output ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("\(module)-Linux")).standardizedFileURL
        if FileManager.default.fileExists(atPath: output.path) { throw .outputExists(output.path) }

        var report = PortReport()
        var folder = AtomicFolder()
        report.found.append("app target \(app.listing), \(app.sources.count) Swift file(s), Swift \(app.usesSwift6 ? "6" : "5") language mode"
                            + (app.swiftVersion.map { " (SWIFT_VERSION \($0))" } ?? " (the project does not say; Swift 5 as in Xcode)"))
        if let note { report.found.append(note) }

        var unavailable: [String: [String]] = [:], unknown: [String: [String]] = [:], frameworks: Set<String> = []
        let root = commonFolder(of: app.sources)
        for file in app.sources {
            let relative = String(file.standardizedFileURL.path.dropFirst(root.path.count).drop { $0 == "/" })
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                throw .unreadableProject(path: file.path, reason: "this source file of \(app.name) cannot be read as UTF-8")
            }
            let rewritten = SourceRewriter.rewrite(text, forMac: app.platforms.contains(.macOS))
            folder.add("Sources/\(module)/\(relative)", .text(rewritten.text))
            report.changed += rewritten.changes.map { "\(relative): \($0)" }
            for framework in rewritten.unavailable { unavailable[framework, default: []].append(relative) }
            for name in rewritten.unknownImports { unknown[name, default: []].append(relative) }
            frameworks.formUnion(rewritten.frameworkImports)
        }
        report.cannotWork = PortReport.byFramework(unavailable) { _ in " (no Linux counterpart in Trellis)" }
        report.unchecked = PortReport.byFramework(unknown) { _ in "" }

        let catalog = AssetCatalog(catalogs: app.assetCatalogs, appIconName: app.appIconName)
        addAssets(catalog, of: app, module: module, output: output, to: &folder, report: &report)
        for shim in PackageFiles.shims { folder.add("Sources/\(shim.name)/\(shim.name).swift", .text(shim.source)) }
        folder.add("Package.swift", .text(PackageFiles.manifest(packageName: module, module: module, trellis: options.trellis, swift6: app.usesSwift6,
                                                                  frameworks: frameworks.sorted())))
        let resolved = options.trellis.appendingPathComponent("Package.resolved")
        // Trellis's pins, so the app resolves the same dependency versions without asking the network for newer ones.
        if FileManager.default.fileExists(atPath: resolved.path) { folder.add("Package.resolved", .copy(resolved)) }
        report.changed.append("wrote Package.swift (Trellis at \(options.trellis.path)) and the shim modules Combine, CoreGraphics and \(PackageFiles.environmentModule)")
        if !frameworks.isEmpty {
            report.changed.append("the app uses Trellis's \(frameworks.sorted().joined(separator: " and ")) for its import\(frameworks.count == 1 ? "" : "s") of Apple's")
        }
        report.nextSteps = ["cd \(output.path) && swift build", "swift run \(module)   (or: swift run \(module) --headless --frames 3 --screenshot first.png)"]
        folder.add("PORTING.md", .text("# Porting report for \(app.name)\n\n```\n\(report.text)```\n"))
        try folder.write(to: output)
        return Result(output: output, module: module, report: report)
    }

    /// Copies catalogs and pictures into `assets/`, writes the asset symbols and the `.desktop` entry.
    private static func addAssets(_ catalog: AssetCatalog, of app: AppTarget, module: String, output: URL,
                                  to folder: inout AtomicFolder, report: inout PortReport) {
        // Whole catalogs, because Color("name") reads colour sets (with their dark forms) anywhere below assets/.
        for url in app.assetCatalogs { folder.add("assets/\(url.lastPathComponent)", .copy(url)) }
        // Image(_:) reads assets/<name>.<ext>: one picture from each image set.
        for image in catalog.images { folder.add("assets/\(image.name).\(image.file.pathExtension)", .copy(image.file)) }
        var icon: URL?
        if let appIcon = catalog.appIcon {
            icon = output.appendingPathComponent("assets/\(app.appIconName).\(appIcon.pathExtension)")
            folder.add("assets/\(app.appIconName).\(appIcon.pathExtension)", .copy(appIcon))
        }
        // Font.custom finds the fonts of the assets folder by name, as a Mac app's Info.plist makes its fonts known.
        for font in app.fonts { folder.add("assets/Fonts/\(font.lastPathComponent)", .copy(font)) }
        if !app.fonts.isEmpty {
            report.changed.append("assets/Fonts: the app's \(app.fonts.count) font(s) (\(app.fonts.map(\.lastPathComponent).joined(separator: ", "))), for Font.custom")
        }
        if !app.info.isEmpty, let plist = try? PropertyListSerialization.data(fromPropertyList: app.info, format: .xml, options: 0) {
            // Trellis reads it for the About window, as a Mac reads the bundle's: on Linux a package's executable has no bundle.
            folder.add("assets/Info.plist", .text(String(decoding: plist, as: UTF8.self)))
            let shown = ["CFBundleShortVersionString", "CFBundleVersion", "CFBundleIdentifier"].compactMap { app.info[$0] }
            report.changed.append("assets/Info.plist: \(shown.joined(separator: ", ")), for the About window")
        }
        folder.add("\(module).desktop", .text(PackageFiles.desktopEntry(displayName: app.displayName, module: module, package: output, icon: icon)))
        report.found.append("\(app.assetCatalogs.count) asset catalog(s): \(catalog.colorNames.count) colour set(s), \(catalog.images.count) image set(s)"
                            + (catalog.appIcon == nil ? ", no app icon" : ", an app icon"))
        report.changed.append("\(module).desktop: \"\(app.displayName)\"" + (icon == nil ? " (no icon)" : " with its icon"))
        if let symbols = AssetSymbols.source(colorNames: catalog.colorNames, imageNames: catalog.images.map(\.name)) {
            folder.add("Sources/\(module)/GeneratedAssetSymbols.swift", .text(symbols))
            report.changed.append("GeneratedAssetSymbols.swift: the asset symbols Xcode generates (ColorResource, ImageResource, Color properties)")
        }
    }

    /// The deepest folder that holds every file.
    static func commonFolder(of files: [URL]) -> URL {
        let paths = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var common = paths.first else { return URL(fileURLWithPath: "/") }
        for path in paths.dropFirst() {
            common = Array(zip(common, path).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common))
    }
}
