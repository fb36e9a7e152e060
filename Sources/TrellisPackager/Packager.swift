import Foundation

/// `trellis package`: builds an executable product with the Swift runtime
/// linked in, and packs it as a Debian package and a portable archive.
public enum Packager {
    /// What was written, and the lines of the report.
    public struct Result: Sendable {
        /// The .deb.
        public var debian: URL
        /// The .tar.gz.
        public var archive: URL
        /// The finished metadata.
        public var app: AppMetadata
        /// What the packager found and did, one line each.
        public var report: [String]
    }

    /// The programs every step needs, checked before a build of minutes starts.
    static let tools: [ExternalTool] = [.swift, .strip, .dpkg, .dpkgDeb, .dpkgShlibdeps, .tar, .gzip]

    /// Packages `request`'s product. The build's output goes to `log`. The
    /// output folder gets the two files only once both are complete.
    public static func package(_ request: PackageRequest, log: FileHandle = .standardError,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               date: Date = Date()) throws(PackageError) -> Result {
        for tool in tools { _ = try tool.locate(environment: environment) }
        let description = try SwiftPackageDescription.read(request.packageFolder)
        let product = try description.executable(named: request.product)
        let architecture = try ExternalTool.dpkg.output(["--print-architecture"]).trimmingCharacters(in: .whitespacesAndNewlines)
        var app = try request.metadata(environment: environment, architecture: architecture)
        let packageFolder = URL(fileURLWithPath: description.path)
        let targetFolder = description.mainTargetFolder(of: product)
        let icon = try AppIcon.find(given: request.icon, targetFolder: targetFolder, packageFolder: packageFolder, product: request.product)
        if request.displayName == nil, let name = PortedDesktopEntry.name(in: packageFolder, product: request.product) {
            app.displayName = name
            if request.summary == nil { app.summary = "\(name), a desktop app made with Trellis" }
        }

        // A build folder of its own: SwiftPM does not count --static-swift-stdlib among the flags an
        // object was compiled with, and objects compiled for the static link make later dynamic links
        // of the package's own .build fail (they ask for libCoreFoundation.a and the like).
        let scratch = request.scratchPath ?? packageFolder.appendingPathComponent(".build/trellis-package")
        let built = try ProductBuild.build(product: request.product, folder: packageFolder, configuration: request.configuration,
                                           scratchPath: scratch, log: log)
        let swiftLibraries = try ProductBuild.neededLibraries(of: built).filter { $0.hasPrefix("libswift") || $0.hasPrefix("libFoundation") || $0.hasPrefix("lib_Foundation") }
        guard swiftLibraries.isEmpty else {
            throw .toolFailed(command: "swift build --static-swift-stdlib", output: "the program still loads Swift's libraries: " + swiftLibraries.joined(separator: ", "))
        }

        // Staged beside the output folder, on the same file system, so the finished files move in by renaming.
        let staging = request.output.deletingLastPathComponent().appendingPathComponent(".trellis-package-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: staging) }
        try AppIcon.makeFolder(staging)
        // An app's own assets win over the package's shared ones, as `make install` has it.
        let assets = [targetFolder, packageFolder].compactMap { $0?.appendingPathComponent("assets") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        let tree = try InstalledTree.write(app, binary: built, assets: assets, icon: icon, under: staging.appendingPathComponent("root"), date: date)
        let debian = try DebianArchive.build(app, tree: tree, in: staging)
        let archive = try PortableArchive.build(app, tree: tree, in: staging)

        var report = [
            "product \(request.product) of package \(description.name), built \(request.configuration) with the Swift runtime linked in",
            "package \(app.packageName) \(app.version) (\(app.architecture)), maintainer \(app.maintainer)",
            "command /usr/bin/\(app.packageName), desktop id \(app.identifier), shown as \"\(app.displayName)\"",
            "icon: " + icon.describe,
            "assets: " + (assets.map { "\($0.path) → /usr/share/\(app.packageName)/assets" } ?? "none"),
            "Depends: " + tree.depends.joined(separator: ", "),
        ]
        try AppIcon.makeFolder(request.output)
        var results: [URL] = []
        for file in [debian, archive] {
            let target = request.output.appendingPathComponent(file.lastPathComponent)
            let replaced = FileManager.default.fileExists(atPath: target.path)
            // rename(2) replaces an older package in one step: no moment without one.
            guard rename(file.path, target.path) == 0 else {
                let reason = String(cString: strerror(errno))
                for written in results { try? FileManager.default.removeItem(at: written) }
                throw .writeFailed(path: target.path, reason: reason)
            }
            results.append(target)
            let size = (try? FileManager.default.attributesOfItem(atPath: target.path)[.size] as? Int) ?? 0
            report.append("\(replaced ? "replaced" : "wrote") \(target.path) (\(ByteSize.text(size)))")
        }
        report.append("binary \(ByteSize.text(tree.binarySize)) stripped")
        return Result(debian: results[0], archive: results[1], app: app, report: report)
    }
}

/// Sizes as the report prints them.
enum ByteSize {
    static func text(_ bytes: Int) -> String {
        bytes >= 1_048_576 ? String(format: "%.1f MiB", Double(bytes) / 1_048_576) : String(format: "%.0f KiB", Double(bytes) / 1024)
    }
}
