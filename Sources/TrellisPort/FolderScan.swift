import Foundation

/// The Swift files, asset catalogs and fonts below a folder, as a project
/// without an Xcode file (or an Xcode 16 synchronised folder) holds them.
enum FolderScan {
    /// What a folder holds for an app.
    struct Found {
        var sources: [URL] = []
        var catalogs: [URL] = []
        /// Font files the app ships, which `Font.custom` finds on a Mac through its Info.plist.
        var fonts: [URL] = []
    }

    /// The extensions of font files (the same as Trellis's `AppFonts`).
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Folders that hold no app sources: build output, tests, packages' checkouts.
    static let skipped: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    /// Every `.swift` file, `.xcassets` folder and font file below `folder`, each sorted by path.
    static func files(in folder: URL) -> Found {
        var found = Found()
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return found }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isFolder && (skipped.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix("Tests")) {
                walker.skipDescendants()
            } else if url.pathExtension == "xcassets" {
                found.catalogs.append(url)
                walker.skipDescendants()
            } else if url.pathExtension == "swift" && name != "Package.swift" {
                found.sources.append(url)
            } else if fontExtensions.contains(url.pathExtension.lowercased()) {
                found.fonts.append(url)
            }
        }
        found.sources.sort { $0.path < $1.path }
        found.catalogs.sort { $0.path < $1.path }
        found.fonts.sort { $0.path < $1.path }
        return found
    }
}
