import Foundation

/// What an app's asset catalogs hold that a Linux build uses: colour sets,
/// image sets (one picture each) and the app icon.
struct AssetCatalog {
    /// The names of the colour sets (`AccentColor`, `BrandBlue`), sorted.
    var colorNames: [String] = []
    /// Each image set's name and the picture chosen from it.
    var images: [(name: String, file: URL)] = []
    /// The largest picture of the app icon set, if any.
    var appIcon: URL?

    /// Scans the catalogs for colour sets, image sets and the icon set called `appIconName`.
    init(catalogs: [URL], appIconName: String) {
        for catalog in catalogs {
            guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                let name = url.deletingPathExtension().lastPathComponent
                switch url.pathExtension {
                case "colorset":
                    colorNames.append(name)
                case "imageset":
                    if let file = Self.largestPicture(in: url) { images.append((name, file)) }
                case "appiconset" where name == appIconName:
                    appIcon = Self.largestPicture(in: url)
                default:
                    break
                }
            }
        }
        colorNames = Array(Set(colorNames)).sorted()
        images.sort { $0.name < $1.name }
    }

    /// The picture of a set with the most pixels (`size` × `scale` in its
    /// Contents.json), preferring the light appearance; else any PNG or JPEG in it.
    static func largestPicture(in set: URL) -> URL? {
        var best: (pixels: Double, file: URL)?
        if let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
           let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let entries = root["images"] as? [[String: Any]] {
            for entry in entries {
                guard let name = entry["filename"] as? String, entry["appearances"] == nil else { continue }
                let file = set.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: file.path) else { continue }
                let scale = Double((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
                let side = Double((entry["size"] as? String)?.split(separator: "x").first ?? "1") ?? 1
                let pixels = side * scale
                if best.map({ pixels > $0.pixels }) ?? true { best = (pixels, file) }
            }
        }
        if let best { return best.file }
        let files = (try? FileManager.default.contentsOfDirectory(at: set, includingPropertiesForKeys: nil)) ?? []
        return files.filter { ["png", "jpg", "jpeg"].contains($0.pathExtension.lowercased()) }.sorted { $0.path < $1.path }.last
    }
}
