import Foundation

/// The `<App>.desktop` file that `trellis port` writes at the top of a ported
/// package, holding the Xcode project's display name (`CFBundleDisplayName`).
enum PortedDesktopEntry {
    /// The `Name=` of `<product>.desktop` in `folder`, when there is one.
    static func name(in folder: URL, product: String) -> String? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("\(product).desktop"), encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("Name=") {
            let name = line.dropFirst("Name=".count).trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
        return nil
    }
}
