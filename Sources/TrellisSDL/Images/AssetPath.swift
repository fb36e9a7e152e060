import Foundation

/// Turns `Image("name")` into a file inside the assets folder, and nowhere
/// else. A name comes from code, but code often builds it from data (a
/// user's avatar id, a file name from a list), so `..`, absolute paths and
/// symbolic links that lead out of the folder are refused: a file the user
/// chose is shown with `Image(contentsOfFile:)`, which says so.
enum AssetPath {
    /// The files `name` may be inside `folder`, in the order they are tried:
    /// the name as given when it has an extension, then with each of `extensions`.
    /// Empty when the name itself is refused; `refusal` then says why.
    static func candidates(for name: String, in folder: URL, extensions: [String]) -> (files: [URL], refusal: String?) {
        if name.isEmpty { return ([], "an empty name names no file") }
        if name.hasPrefix("/") || name.hasPrefix("~") {
            return ([], "an image name is looked up inside the assets folder, not as a path; show a file the user chose with Image(contentsOfFile:)")
        }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") || parts.contains("") || name.contains("\0") {
            return ([], "an image name may not contain \"..\", \"//\" or NUL, which could lead outside the assets folder")
        }
        let base = folder.appendingPathComponent(name)
        var files: [URL] = []
        if !base.pathExtension.isEmpty { files.append(base) }
        files += extensions.map { URL(fileURLWithPath: base.path + "." + $0) }
        return (files, nil)
    }

    /// Whether `file`, with every symbolic link followed, still lies inside `folder`.
    static func staysInside(_ file: URL, folder: URL) -> Bool {
        let root = realPath(folder.path) ?? folder.standardizedFileURL.path
        guard let resolved = realPath(file.path) else { return false }
        return resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The path with every link and `.` resolved, or `nil` when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
