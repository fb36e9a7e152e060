@_spi(TrellisExtension) import TrellisCore

import Foundation

/// A file or folder held in memory: what a `FileDocument` reads from and
/// writes to. Foundation has no `FileWrapper` on Linux, so Trellis keeps the
/// part of it documents use.
public final class FileWrapper {
    private enum Contents {
        case regularFile(Data)
        case directory([String: FileWrapper])
    }

    private var contents: Contents
    /// The name the file would like to be saved under.
    public var preferredFilename: String?
    /// The name it was read from or last written as.
    public var filename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = .regularFile(contents)
    }

    /// A folder holding `childrenByPreferredName`, each written under its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
        self.contents = .directory(childrenByPreferredName)
    }

    /// Reads the file or folder at `url`, folders recursively.
    public convenience init(url: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name))
            }
            self.init(directoryWithFileWrappers: children)
        } else {
            self.init(regularFileWithContents: try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// Whether this is a regular file.
    public var isRegularFile: Bool {
        if case .regularFile = contents { true } else { false }
    }

    /// Whether this is a folder.
    public var isDirectory: Bool {
        if case .directory = contents { true } else { false }
    }

    /// The bytes of a regular file; nil for a folder.
    public var regularFileContents: Data? {
        if case .regularFile(let data) = contents { data } else { nil }
    }

    /// The children of a folder by name; nil for a regular file.
    public var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = contents { children } else { nil }
    }

    /// Writes this file, or this folder and everything in it, to `url`,
    /// replacing what is there; regular files are written atomically so a
    /// failed save never leaves half a file.
    public func write(to url: URL, originalContentsURL: URL? = nil) throws {
        switch contents {
        case .regularFile(let data):
            try data.write(to: url, options: .atomic)
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(child.preferredFilename ?? name))
            }
        }
        filename = url.lastPathComponent
    }
}
