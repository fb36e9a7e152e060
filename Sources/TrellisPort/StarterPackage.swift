import Foundation

/// `trellis new NAME`: a package with an app (a window showing a view) and a
/// `ViewHost` test of that view, which builds, runs and passes as written.
public enum StarterPackage {
    /// Writes the package `name` at `destination` (which must not exist).
    public static func create(name: String, at destination: URL, trellis: URL) throws(PortError) {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first),
              name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" }),
              PackageFiles.moduleName(name) == name else {
            throw .invalidName(name)
        }
        let identity = trellis.standardizedFileURL.lastPathComponent
        var folder = AtomicFolder()
        folder.add("Package.swift", .text("""
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "\(name)",
                dependencies: [
                    .package(path: "\(trellis.standardizedFileURL.path)"),
                ],
                targets: [
                    .executableTarget(name: "\(name)", dependencies: [.product(name: "Trellis", package: "\(identity)")]),
                    .testTarget(name: "\(name)Tests", dependencies: ["\(name)", .product(name: "TrellisTesting", package: "\(identity)")]),
                ]
            )

            """))
        folder.add("Sources/\(name)/\(name)App.swift", .text("""
            import Trellis

            @main struct \(name)App: App {
                var body: some Scene {
                    WindowGroup("\(name)") { ContentView() }
                }
            }

            """))
        folder.add("Sources/\(name)/ContentView.swift", .text("""
            import Trellis

            struct ContentView: View {
                @State private var count = 0

                var body: some View {
                    VStack(spacing: 12) {
                        Text("Hello, \(name)!").font(.title)
                        Text("Clicked \\(count) times")
                        Button("Click me") { count += 1 }
                    }
                    .padding(24)
                }
            }

            """))
        folder.add("Tests/\(name)Tests/ContentViewTests.swift", .text("""
            import Testing
            import TrellisTesting
            @testable import \(name)

            @MainActor @Test func clickingCounts() {
                let host = ViewHost(ContentView(), width: 400, height: 300)
                host.step()
                #expect(host.texts.contains("Hello, \(name)!"))
                #expect(host.texts.contains("Clicked 0 times"))
                host.click(text: "Click me")
                host.step()
                #expect(host.texts.contains("Clicked 1 times"))
            }

            """))
        folder.add(".gitignore", .text(".build/\n.swiftpm/\n"))
        if FileManager.default.fileExists(atPath: trellis.appendingPathComponent("Package.resolved").path) {
            folder.add("Package.resolved", .copy(trellis.appendingPathComponent("Package.resolved")))
        }
        try folder.write(to: destination)
    }
}
