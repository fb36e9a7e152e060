import Foundation

/// Finds the folder `Image("name")` and `Color("name")` load from.
///
/// In order: the `TRELLIS_ASSETS` environment variable; `assets/` in the
/// current directory; `share/<program>/assets` beside the program's `bin`
/// folder, where `make install` puts them; then, walking up from the
/// executable's directory, an `assets` folder beside a `Package.swift`, which
/// is where a program run from `.build/debug` finds its package's pictures.
package enum AssetLocator {
    /// The folder for this process, looked up once.
    package static let processAssets: URL? = find(
        environment: ProcessInfo.processInfo.environment,
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        executable: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "/"))

    /// The assets folder for the given surroundings, or `nil` when there is none.
    package static func find(environment: [String: String], currentDirectory: URL, executable: URL) -> URL? {
        if let override = environment["TRELLIS_ASSETS"], !override.isEmpty {
            // An explicit choice is used even if it does not exist yet, so the
            // warning for a missing picture names the folder the user asked for.
            return URL(fileURLWithPath: override, relativeTo: currentDirectory).standardizedFileURL
        }
        let local = currentDirectory.appendingPathComponent("assets")
        if isDirectory(local) { return local.standardizedFileURL }
        let program = executable.resolvingSymlinksInPath()
        let installed = program.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share").appendingPathComponent(program.lastPathComponent).appendingPathComponent("assets")
        if isDirectory(installed) { return installed.standardizedFileURL }
        var folder = program.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            let candidate = folder.appendingPathComponent("assets")
            if isDirectory(candidate), FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return candidate.standardizedFileURL
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
