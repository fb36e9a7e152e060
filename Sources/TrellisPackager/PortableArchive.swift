import Foundation

/// The .tar.gz for distributions other than Debian's family: one folder with
/// the program, its shared files and a launcher that says which system
/// libraries are missing instead of failing with the loader's message.
enum PortableArchive {
    /// `<package>-<version>-linux-<arch>.tar.gz`.
    static func fileName(_ app: AppMetadata) -> String { "\(folderName(app))-linux-\(app.architecture).tar.gz" }

    private static func folderName(_ app: AppMetadata) -> String {
        "\(app.packageName)-\(app.version.split(separator: ":", maxSplits: 1).last.map(String.init) ?? app.version)"
    }

    /// Builds the archive in `folder` and returns it.
    static func build(_ app: AppMetadata, tree: InstalledTree, in folder: URL) throws(PackageError) -> URL {
        let name = folderName(app)
        let top = folder.appendingPathComponent("portable/\(name)")
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: top.deletingLastPathComponent(), withIntermediateDirectories: true)
            // bin/ and share/ as under /usr, so AssetLocator finds share/<program>/assets beside bin/.
            try manager.copyItem(at: tree.root.appendingPathComponent("usr"), to: top)
            let launcher = top.appendingPathComponent(app.packageName)
            try Data(launcherScript(app).utf8).write(to: launcher)
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: launcher.path)
        } catch {
            throw .writeFailed(path: top.path, reason: (error as NSError).localizedDescription)
        }
        let archive = folder.appendingPathComponent(fileName(app))
        try ExternalTool.tar.output(["--owner=0", "--group=0", "--numeric-owner", "--sort=name", "-czf", archive.path,
                                     "-C", top.deletingLastPathComponent().path, name])
        return archive
    }

    /// A POSIX shell launcher that checks the libraries first.
    static func launcherScript(_ app: AppMetadata) -> String {
        """
        #!/bin/sh
        # Starts \(app.displayName) \(app.version) from this folder.
        here=$(dirname "$(readlink -f "$0")")
        program="$here/bin/\(app.packageName)"
        missing=$(ldd "$program" 2>/dev/null | awk '/not found/ { print "  " $1 }')
        if [ -n "$missing" ]; then
            echo "\(app.packageName): this system lacks libraries the program needs:" >&2
            echo "$missing" >&2
            echo "Install SDL2, SDL2_ttf, SDL2_image, Cairo, fontconfig and D-Bus from your distribution's packages." >&2
            exit 127
        fi
        exec "$program" "$@"

        """
    }
}
