import Foundation

/// Builds an executable product with the Swift runtime linked in, so the
/// program runs on a machine without the Swift toolchain, and strips it.
enum ProductBuild {
    /// Foundation's static archives in an order that resolves each one's needs
    /// from the next. SwiftPM 6.3 links them in an order that leaves ICU and
    /// the C shims unresolved, so `--static-swift-stdlib` alone fails on any
    /// program that imports Foundation (swiftlang/swift-package-manager#10564,
    /// "`--static-swift-stdlib` fails when using Foundation"); naming them
    /// again after the objects lets the linker find every symbol.
    static let foundationArchives = ["Foundation", "FoundationInternationalization", "FoundationEssentials", "CoreFoundation",
                                     "_FoundationICU", "_FoundationCShims", "_FoundationCollections", "swiftSynchronization",
                                     "swiftDispatch", "dispatch", "BlocksRuntime", "stdc++", "m"]

    /// The `swift build` arguments for `product` of the package in `folder`.
    static func arguments(product: String, folder: URL, configuration: String, scratchPath: URL?) -> [String] {
        var arguments = ["build", "--package-path", folder.path, "--configuration", configuration, "--product", product,
                         "--static-swift-stdlib"]
        if let scratchPath { arguments += ["--scratch-path", scratchPath.path] }
        for archive in foundationArchives { arguments += ["-Xlinker", "-l\(archive)"] }
        // Debian's hardening: relocations resolved at start and then read-only (lintian's hardening-no-bindnow).
        arguments += ["-Xlinker", "-z", "-Xlinker", "relro", "-Xlinker", "-z", "-Xlinker", "now"]
        return arguments
    }

    /// Builds `product` and returns the built program. The compiler's output
    /// goes to `log` as it comes, since a release build takes minutes.
    static func build(product: String, folder: URL, configuration: String, scratchPath: URL?,
                      log: FileHandle) throws(PackageError) -> URL {
        let arguments = arguments(product: product, folder: folder, configuration: configuration, scratchPath: scratchPath)
        let swift = try ExternalTool.swift.locate()
        let process = Process()
        process.executableURL = swift
        process.arguments = arguments
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .toolFailed(command: "swift " + arguments.joined(separator: " "), output: (error as NSError).localizedDescription)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .toolFailed(command: "swift " + arguments.joined(separator: " "), output: "the build failed; its errors are printed above")
        }
        var binPath = ["build", "--package-path", folder.path, "--configuration", configuration, "--show-bin-path"]
        if let scratchPath { binPath += ["--scratch-path", scratchPath.path] }
        let folder = try ExternalTool.swift.output(binPath).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: folder).appendingPathComponent(product)
    }

    /// Copies `binary` to `destination` without symbols or the sections
    /// Debian's own `dh_strip` removes, and executable by all.
    static func strip(_ binary: URL, to destination: URL) throws(PackageError) {
        try ExternalTool.strip.output(["--strip-all", "--remove-section=.comment", "--remove-section=.note", "-o", destination.path, binary.path])
        do {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: destination.path)
        } catch {
            throw .writeFailed(path: destination.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// The shared libraries the program loads (`NEEDED` entries), to say
    /// which Swift ones remain when the static link did not take them in.
    static func neededLibraries(of binary: URL) throws(PackageError) -> [String] {
        let dump = try ExternalTool(name: "readelf", debianPackage: "binutils").output(["--dynamic", "--wide", binary.path])
        return dump.split(separator: "\n").compactMap { line in
            guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }
}
