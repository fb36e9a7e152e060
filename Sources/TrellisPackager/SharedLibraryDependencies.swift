import Foundation

/// The Debian packages a program's shared libraries come from, worked out by
/// `dpkg-shlibdeps` from the libraries it loads: the runtime packages
/// (`libsdl2-2.0-0 (>= 2.0.12)`), never the `-dev` ones it was built with.
enum SharedLibraryDependencies {
    /// The `Depends:` entries for `binary`. A library that no installed
    /// package provides (one copied in by hand, or from the Swift toolchain)
    /// is an error that names it, since the .deb could not bring it along.
    static func depends(of binary: URL, packageName: String) throws(PackageError) -> [String] {
        let manager = FileManager.default
        // dpkg-shlibdeps reads debian/control of the folder it runs in.
        let folder = manager.temporaryDirectory.appendingPathComponent("trellis-shlibdeps-\(UUID().uuidString.prefix(8))")
        defer { try? manager.removeItem(at: folder) }
        do {
            try manager.createDirectory(at: folder.appendingPathComponent("debian"), withIntermediateDirectories: true)
            try Data("Source: \(packageName)\n\nPackage: \(packageName)\nArchitecture: any\n".utf8)
                .write(to: folder.appendingPathComponent("debian/control"))
        } catch {
            throw .writeFailed(path: folder.path, reason: (error as NSError).localizedDescription)
        }
        let outcome = try ExternalTool.dpkgShlibdeps.run(["-O", "-e\(binary.path)"], in: folder)
        let unpackaged = outcome.errors.split(separator: "\n").compactMap(unpackagedLibrary)
        if !unpackaged.isEmpty { throw .unpackagedLibraries(unpackaged) }
        guard outcome.status == 0 else {
            throw .toolFailed(command: "dpkg-shlibdeps -O -e\(binary.path)", output: outcome.errors.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return parse(outcome.output)
    }

    /// `shlibs:Depends=libc6 (>= 2.34), libsdl2-2.0-0 (>= 2.0.12)` → its entries.
    static func parse(_ output: String) -> [String] {
        for line in output.split(separator: "\n") where line.hasPrefix("shlibs:Depends=") {
            return line.dropFirst("shlibs:Depends=".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        return []
    }

    /// The library named in one of dpkg-shlibdeps' complaints that no package holds it.
    private static func unpackagedLibrary(_ line: Substring) -> String? {
        // "dpkg-shlibdeps: error: no dependency information found for /opt/x/libfoo.so (used by ...)"
        // "dpkg-shlibdeps: error: cannot find library libfoo.so.1 needed by ..."
        for marker in ["no dependency information found for ", "cannot find library "] {
            if let range = line.range(of: marker) {
                return line[range.upperBound...].split(separator: " ").first.map(String.init)
            }
        }
        return nil
    }
}
