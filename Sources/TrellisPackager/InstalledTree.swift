import Foundation

/// The app's files laid out as they are installed under `/usr`: the program,
/// its assets, its desktop entry, icons, AppStream metadata, manual page,
/// copyright and changelog. The .deb and the portable archive both pack it.
struct InstalledTree {
    /// The folder standing for `/` (it holds `usr/`).
    var root: URL
    /// The stripped program inside `root`.
    var binary: URL
    /// The program's size in bytes.
    var binarySize: Int
    /// The Debian packages the program's libraries come from.
    var depends: [String]

    /// Writes the tree for `app` under `root`.
    static func write(_ app: AppMetadata, binary built: URL, assets: URL?, icon: AppIcon, under root: URL, date: Date) throws(PackageError) -> InstalledTree {
        let usr = root.appendingPathComponent("usr")
        let share = usr.appendingPathComponent("share")
        let program = usr.appendingPathComponent("bin/\(app.packageName)")
        try AppIcon.makeFolder(program.deletingLastPathComponent())
        try ProductBuild.strip(built, to: program)
        let depends = try SharedLibraryDependencies.depends(of: program, packageName: app.packageName)

        // Where Trellis's AssetLocator looks for an installed program's assets: share/<program>/assets.
        if let assets {
            let target = share.appendingPathComponent("\(app.packageName)/assets")
            try AppIcon.makeFolder(target.deletingLastPathComponent())
            do { try FileManager.default.copyItem(at: assets, to: target) } catch {
                throw .writeFailed(path: target.path, reason: (error as NSError).localizedDescription)
            }
        }
        _ = try icon.install(identifier: app.identifier, under: share.appendingPathComponent("icons/hicolor"))
        try text(DesktopFiles.desktopEntry(app), at: share.appendingPathComponent("applications/\(app.identifier).desktop"))
        try text(DesktopFiles.appStreamMetadata(app, date: date), at: share.appendingPathComponent("metainfo/\(app.identifier).metainfo.xml"))
        let year = Calendar(identifier: .gregorian).component(.year, from: date)
        let doc = share.appendingPathComponent("doc/\(app.packageName)")
        try text(DebianControlFiles.copyright(app, year: year, licenseText: nil), at: doc.appendingPathComponent("copyright"))
        try gzipped(DebianControlFiles.changelog(app, date: date), at: doc.appendingPathComponent(DebianControlFiles.changelogName(version: app.version)))
        try gzipped(ManualPage.page(app, help: ManualPage.help(of: program), date: date),
                    at: share.appendingPathComponent("man/man1/\(app.packageName).1.gz"))
        try normalisePermissions(under: root, program: program)
        let size = (try? FileManager.default.attributesOfItem(atPath: program.path)[.size] as? Int) ?? 0
        return InstalledTree(root: root, binary: program, binarySize: size, depends: depends)
    }

    /// Size in KiB as dpkg counts it: each file rounded up to a whole KiB.
    func installedSize() -> Int {
        guard let walker = FileManager.default.enumerator(at: root.appendingPathComponent("usr"), includingPropertiesForKeys: [.fileSizeKey]) else { return 0 }
        var total = 0
        for case let url as URL in walker {
            let bytes = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            total += (bytes + 1023) / 1024
        }
        return total
    }

    /// The paths of the tree's files, relative to `root` (`usr/bin/app`).
    func files() -> [String] {
        guard let walker = FileManager.default.enumerator(at: root.appendingPathComponent("usr"), includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        let prefix = root.standardizedFileURL.path + "/"
        return walker.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.standardizedFileURL.path.dropFirst(prefix.count)) }
    }

    private static func text(_ text: String, at file: URL) throws(PackageError) {
        try AppIcon.makeFolder(file.deletingLastPathComponent())
        do { try Data(text.utf8).write(to: file) } catch {
            throw .writeFailed(path: file.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// `gzip -9n`: the best compression, and no name or time stamp, so the same text gives the same bytes.
    private static func gzipped(_ content: String, at file: URL) throws(PackageError) {
        let plain = file.deletingPathExtension()
        try text(content, at: plain)
        try ExternalTool.gzip.output(["-9nf", plain.path])
    }

    /// Folders 0755, files 0644 and the program 0755, whatever the umask or
    /// the copied assets said, as lintian expects of a package.
    private static func normalisePermissions(under root: URL, program: URL) throws(PackageError) {
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        for url in [root] + walker.compactMap({ $0 as? URL }) {
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            let mode = isFolder || url.standardizedFileURL.path == program.standardizedFileURL.path ? 0o755 : 0o644
            do { try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path) } catch {
                throw .writeFailed(path: url.path, reason: (error as NSError).localizedDescription)
            }
        }
    }
}
