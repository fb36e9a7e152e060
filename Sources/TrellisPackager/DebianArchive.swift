import Foundation

/// The .deb: the installed tree with its `DEBIAN/control`, built by
/// `dpkg-deb` with every file owned by root, as Debian's own tools make them.
enum DebianArchive {
    /// `<package>_<version>_<arch>.deb` (§ "binary package file names" of
    /// Debian's policy; an epoch is left out of the file name).
    static func fileName(_ app: AppMetadata) -> String {
        let version = app.version.split(separator: ":", maxSplits: 1).last.map(String.init) ?? app.version
        return "\(app.packageName)_\(version)_\(app.architecture).deb"
    }

    /// Builds the package in `folder` and returns it.
    static func build(_ app: AppMetadata, tree: InstalledTree, in folder: URL) throws(PackageError) -> URL {
        let control = tree.root.appendingPathComponent("DEBIAN/control")
        do {
            try FileManager.default.createDirectory(at: control.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o755])
            let text = DebianControlFiles.control(app, depends: tree.depends, installedSize: tree.installedSize())
            try Data(text.utf8).write(to: control)
        } catch {
            throw .writeFailed(path: control.path, reason: (error as NSError).localizedDescription)
        }
        try writeChecksums(of: tree, to: control.deletingLastPathComponent().appendingPathComponent("md5sums"))
        defer { try? FileManager.default.removeItem(at: control.deletingLastPathComponent()) }
        let debian = folder.appendingPathComponent(fileName(app))
        try ExternalTool.dpkgDeb.output(["--root-owner-group", "-Zxz", "--build", tree.root.path, debian.path])
        return debian
    }

    /// `DEBIAN/md5sums`, which `dpkg --verify` and `debsums` check installed files against.
    private static func writeChecksums(of tree: InstalledTree, to file: URL) throws(PackageError) {
        let files = tree.files().sorted()
        let sums = try ExternalTool(name: "md5sum", debianPackage: "coreutils").output(files, in: tree.root)
        do { try Data(sums.utf8).write(to: file) } catch {
            throw .writeFailed(path: file.path, reason: (error as NSError).localizedDescription)
        }
    }
}
