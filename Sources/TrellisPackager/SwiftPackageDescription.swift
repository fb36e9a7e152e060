import Foundation

/// What `swift package describe --type json` says about a package: enough to
/// check that a product is an executable and to find its target's folder.
struct SwiftPackageDescription: Decodable {
    /// One product of the manifest.
    struct Product: Decodable {
        var name: String
        var targets: [String]
        /// `{"executable": null}` or `{"library": [...]}`: only the key matters.
        var type: [String: [String]?]
        var isExecutable: Bool { type.keys.contains("executable") }
    }

    /// One target of the manifest, with its folder relative to the package.
    struct Target: Decodable {
        var name: String
        var path: String
        var type: String
    }

    /// The package's name.
    var name: String
    /// The package's folder, absolute.
    var path: String
    var products: [Product]
    var targets: [Target]

    /// Reads the package in `folder` through SwiftPM itself, so every manifest SwiftPM understands is understood.
    static func read(_ folder: URL) throws(PackageError) -> SwiftPackageDescription {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw .noPackage(folder: folder.path, reason: "there is no Package.swift")
        }
        let outcome = try ExternalTool.swift.run(["package", "--package-path", folder.path, "describe", "--type", "json"])
        guard outcome.status == 0 else {
            throw .noPackage(folder: folder.path, reason: "swift package describe failed: " + outcome.errors.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        // SwiftPM may print resolution progress before the JSON object.
        guard let start = outcome.output.firstIndex(of: "{") else {
            throw .noPackage(folder: folder.path, reason: "swift package describe printed no description")
        }
        do {
            return try JSONDecoder().decode(SwiftPackageDescription.self, from: Data(outcome.output[start...].utf8))
        } catch {
            throw .noPackage(folder: folder.path, reason: "swift package describe printed what this tool cannot read: \(error)")
        }
    }

    /// The executable product named `name`, or the error that lists the executables there are.
    func executable(named name: String) throws(PackageError) -> Product {
        if let product = products.first(where: { $0.name == name && $0.isExecutable }) { return product }
        throw .notAProduct(name, executables: products.filter(\.isExecutable).map(\.name).sorted())
    }

    /// The folder of the product's executable target.
    func mainTargetFolder(of product: Product) -> URL? {
        let executableTargets = targets.filter { product.targets.contains($0.name) }
        guard let target = executableTargets.first(where: { $0.type == "executable" }) ?? executableTargets.first else { return nil }
        return URL(fileURLWithPath: path).appendingPathComponent(target.path)
    }
}
