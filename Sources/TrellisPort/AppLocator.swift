import Foundation

/// Finds the app to port in a folder: an Xcode project's app target (chosen
/// by `--target`, else the only one, else the only macOS one), or failing
/// that the folder's Swift files when one of them declares `@main`.
enum AppLocator {
    /// The app, and a note on how it was chosen when there was a choice.
    static func locate(in source: URL, target requested: String?) throws(PortError) -> (app: AppTarget, note: String?) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noApp(folder: source.path, detail: "it is not a folder")
        }
        // A repository often keeps the project one folder down (`Repo/App/App.xcodeproj`).
        var projects = source.pathExtension == "xcodeproj" ? [source] : projectBundles(in: source)
        if projects.isEmpty {
            projects = subfolders(of: source).flatMap(projectBundles(in:))
        }
        if !projects.isEmpty {
            var targets: [AppTarget] = []
            for project in projects { targets += try XcodeProject(bundle: project).appTargets }
            guard !targets.isEmpty else {
                throw .noApp(folder: source.path, detail: "\(projects.map(\.lastPathComponent).joined(separator: ", ")) has no application target")
            }
            return try choose(from: targets, requested: requested)
        }
        let found = FolderScan.files(in: source)
        guard !found.sources.isEmpty else { throw .noApp(folder: source.path, detail: "there is no .xcodeproj and no .swift file") }
        let declaresMain = found.sources.contains { url in
            (try? String(contentsOf: url, encoding: .utf8)).map { SourceRewriter.rewrite($0).declaresMain } ?? false
        }
        guard declaresMain else {
            throw .noApp(folder: source.path, detail: "none of its \(found.sources.count) Swift files declares an @main App")
        }
        let name = source.standardizedFileURL.lastPathComponent
        return (AppTarget(name: name, sources: found.sources, assetCatalogs: found.catalogs, fonts: found.fonts, swiftVersion: nil,
                          displayName: name, appIconName: "AppIcon", platforms: []), nil)
    }

    private static func projectBundles(in folder: URL) -> [URL] {
        subfolders(of: folder).filter { $0.pathExtension == "xcodeproj" }
    }

    private static func subfolders(of folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }.sorted { $0.path < $1.path }
    }

    /// The target `--target` names, else the only one, else the only one for macOS.
    static func choose(from targets: [AppTarget], requested: String?) throws(PortError) -> (app: AppTarget, note: String?) {
        if let requested {
            guard let match = targets.first(where: { $0.name == requested }) ?? targets.first(where: { $0.name.lowercased() == requested.lowercased() }) else {
                throw .unknownTarget(requested, available: targets.map(\.listing))
            }
            return (match, nil)
        }
        if targets.count == 1 { return (targets[0], nil) }
        let forMac = targets.filter { $0.platforms.contains(.macOS) }
        guard forMac.count == 1 else { throw .severalTargets(targets.map(\.listing)) }
        let others = targets.filter { $0 != forMac[0] }.map(\.listing).joined(separator: ", ")
        return (forMac[0], "chose the macOS target \(forMac[0].name) over \(others); pick another with --target")
    }
}
