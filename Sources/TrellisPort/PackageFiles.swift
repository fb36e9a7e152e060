import Foundation

/// The text of the files a ported package needs besides the app's own: the
/// manifest, and the shim modules that give Linux the compile environment of a Mac.
enum PackageFiles {
    /// The module every app file imports implicitly (`-import-module`): on a Mac,
    /// Foundation brings Combine (`ObservableObject`, `@Published`,
    /// `AnyCancellable`) and URLSession, so files that import only Foundation use them.
    static let environmentModule = "MacCompileEnvironment"

    /// Shim modules, by name, with their one source file. `Combine` re-exports
    /// Trellis, which is the one module that may export OpenCombine (see
    /// TrellisCore's Exports.swift); `CoreGraphics`' types are Foundation's on Linux.
    static let shims: [(name: String, source: String)] = [
        ("Combine", """
            // Written by `trellis port`. `import Combine` on Linux: OpenCombine's names, through
            // Trellis, so `objectWillChange` is the one that Trellis's views observe.
            @_exported import Trellis

            """),
        ("CoreGraphics", """
            // Written by `trellis port`. `import CoreGraphics` on Linux: CGFloat, CGPoint,
            // CGSize, CGRect and CGAffineTransform are Foundation's.
            @_exported import Foundation

            """),
        (environmentModule, """
            // Written by `trellis port`. Imported into every file of the app by the compiler
            // (see Package.swift), as a Mac's Foundation brings Combine and URLSession.
            @_exported import Combine
            #if canImport(FoundationNetworking)
            @_exported import FoundationNetworking
            #endif

            """),
    ]

    /// `Package.swift` for an app module that depends on Trellis at `trellis`.
    /// `frameworks` are the Apple frameworks the app imports that Trellis provides as products (`UserNotifications`).
    static func manifest(packageName: String, module: String, trellis: URL, swift6: Bool, frameworks: [String] = []) -> String {
        let identity = trellis.standardizedFileURL.lastPathComponent
        let trellisProduct = #".product(name: "Trellis", package: "\#(identity)")"#
        let frameworkProducts = frameworks.map { #", .product(name: "\#($0)", package: "\#(identity)")"# }.joined()
        let shimTargets = shims.map { shim in
            let dependencies = shim.name == environmentModule ? #"["Combine"]"# : shim.name == "Combine" ? "[\(trellisProduct)]" : "[]"
            return #"        .target(name: "\#(shim.name)", dependencies: \#(dependencies), path: "Sources/\#(shim.name)"),"#
        }
        return """
            // swift-tools-version:6.0
            // Written by `trellis port`: builds the app on Linux with Trellis. See PORTING.md.
            import PackageDescription

            let package = Package(
                name: "\(packageName)",
                dependencies: [
                    .package(path: "\(trellis.standardizedFileURL.path)"),
                ],
                targets: [
                    .executableTarget(
                        name: "\(module)",
                        dependencies: [\(trellisProduct), "Combine", "CoreGraphics", "\(environmentModule)"\(frameworkProducts)],
                        path: "Sources/\(module)",
                        swiftSettings: [
                            // The Xcode project's language mode.
                            .swiftLanguageMode(.\(swift6 ? "v6" : "v5")),
                            // Every file sees what a Mac's Foundation brings (Combine, URLSession).
                            .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "\(environmentModule)"]),
                        ]
                    ),
            \(shimTargets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// A freedesktop `.desktop` entry for the app, run from the package's release build.
    static func desktopEntry(displayName: String, module: String, package: URL, icon: URL?) -> String {
        var lines = ["[Desktop Entry]", "Type=Application", "Name=\(displayName)",
                     "Exec=\(package.appendingPathComponent(".build/release/\(module)").path)", "Terminal=false", "Categories=Utility;"]
        if let icon { lines.insert("Icon=\(icon.path)", at: 3) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A module name made of `name`: letters, digits and underscores, starting with a letter.
    static func moduleName(_ name: String) -> String {
        var result = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.isEmpty { result = "App" }
        if result.first!.isNumber { result = "App" + result }
        let reserved: Set<String> = ["Trellis", "Combine", "CoreGraphics", environmentModule, "Foundation", "SwiftUI", "Observation",
                                     "UserNotifications", "AppKit", "UIKit"]
        return reserved.contains(result) ? result + "App" : result
    }
}
