@_spi(TrellisExtension) import TrellisCore

import Foundation

/// One file or folder shown by the file browser.
struct FolderEntry: Identifiable, Hashable, Sendable {
    let name: String
    let url: URL
    let isFolder: Bool
    /// Bytes, for files.
    let size: Int64?
    let modified: Date?

    var id: String { name }
}

/// Reading a folder for the file browser: folders first, then files, each
/// sorted by name as a person would (case-insensitively, numbers by value);
/// hidden entries left out, and files of other types than `allowed` too.
package enum FolderListing {
    /// A home folder that stands in for the user's within one task: golden
    /// tests show fixed places without changing `HOME` under other tests.
    @TaskLocal package static var homeOverride: URL?

    /// The user's home folder, from `HOME` as it is now (Foundation's answer is
    /// read once and kept), else from the password database.
    static var home: URL {
        if let homeOverride { return homeOverride }
        if let path = getenv("HOME"), path.pointee != 0 { return URL(fileURLWithPath: String(cString: path)) }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    /// The entries of `folder`, or the reason it cannot be read, worded for the user.
    static func read(_ folder: URL, allowing allowed: [UTType]) -> Result<[FolderEntry], FolderListingError> {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            return .failure(FolderListingError(message: "The folder “\(folder.path)” does not exist."))
        }
        guard isFolder.boolValue else {
            return .failure(FolderListingError(message: "“\(folder.path)” is not a folder."))
        }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: folder.path)
        } catch {
            return .failure(FolderListingError(message: "The folder “\(folder.lastPathComponent)” could not be read: permission denied."))
        }
        var entries: [FolderEntry] = []
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            // Attributes follow symbolic links, so a link to a folder is browsed as one.
            let attributes = (try? manager.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)) ?? [:]
            let isDirectory = (attributes[.type] as? FileAttributeType) == .typeDirectory
            if !isDirectory && !accepts(name: name, allowed) { continue }
            entries.append(FolderEntry(name: name, url: url, isFolder: isDirectory,
                                       size: isDirectory ? nil : (attributes[.size] as? NSNumber)?.int64Value,
                                       modified: attributes[.modificationDate] as? Date))
        }
        entries.sort { left, right in
            if left.isFolder != right.isFolder { return left.isFolder }
            return left.name.localizedStandardCompare(right.name) == .orderedAscending
        }
        return .success(entries)
    }

    /// Whether a file named `name` is of one of the `allowed` types; no types allows everything.
    static func accepts(name: String, _ allowed: [UTType]) -> Bool {
        if allowed.isEmpty { return true }
        let pathExtension = (name as NSString).pathExtension
        let type = UTType(filenameExtension: pathExtension) ?? .data
        return allowed.contains { type.conforms(to: $0) }
    }
}

/// Why a folder could not be listed, in words for the dialog.
struct FolderListingError: Error, Hashable {
    let message: String
}
