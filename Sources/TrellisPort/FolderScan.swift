import Foundation

/// The Swift files and asset catalogs below a folder, as a project without an
/// Xcode file (or an Xcode 16 synchronised folder) holds them.
enum FolderScan {
    /// Folders that hold no app sources: build output, tests, packages' checkouts.
    static let skipped: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    /// Every `.swift` file (sorted by path) and every `.xcassets` folder below `folder`.
    static func files(in folder: URL) -> (sources: [URL], catalogs: [URL]) {
        var sources: [URL] = [], catalogs: [URL] = []
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return ([], []) }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isFolder && (skipped.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix("Tests")) {
                walker.skipDescendants()
            } else if url.pathExtension == "xcassets" {
                catalogs.append(url)
                walker.skipDescendants()
            } else if url.pathExtension == "swift" && name != "Package.swift" {
                sources.append(url)
            }
        }
        return (sources.sorted { $0.path < $1.path }, catalogs.sorted { $0.path < $1.path })
    }
}
