import CCairo
import Foundation

/// The app's icon, found in the package or given, and the files a desktop
/// looks for: PNGs at the usual sizes of the hicolor theme, or the SVG as is.
enum AppIcon: Equatable {
    /// A raster picture, scaled to each size.
    case png(URL)
    /// A vector picture, installed as the theme's scalable icon.
    case svg(URL)
    /// No picture anywhere: the app's initial on a rounded square, drawn here.
    case drawn(initial: String)

    /// The sizes of the hicolor theme that desktops and software centres ask for.
    static let sizes = [48, 64, 128, 256]

    /// `--icon FILE`, checked, or the package's own: an `AppIcon.png` in an
    /// `assets/` folder (where `trellis port` puts the asset catalog's icon),
    /// an `icon.svg`/`icon.png` beside the sources, or an `AppIcon.appiconset`
    /// in an asset catalog of the sources or of `assets/` (its largest PNG);
    /// else a drawn one. Only those folders are searched, never `.build`.
    static func find(given: URL?, targetFolder: URL?, packageFolder: URL, product: String) throws(PackageError) -> AppIcon {
        if let given { return try check(given) }
        let manager = FileManager.default
        let assets = packageFolder.appendingPathComponent("assets")
        let candidates = [targetFolder?.appendingPathComponent("assets/AppIcon.png"), assets.appendingPathComponent("AppIcon.png"),
                          targetFolder?.appendingPathComponent("icon.svg"), targetFolder?.appendingPathComponent("icon.png")]
        for candidate in candidates.compactMap({ $0 }) where manager.fileExists(atPath: candidate.path) {
            if let icon = try? check(candidate) { return icon }
        }
        for folder in [targetFolder, assets].compactMap({ $0 }) {
            if let largest = largestCatalogIcon(in: folder) { return .png(largest) }
        }
        return .drawn(initial: product.first.map { String($0).uppercased() } ?? "A")
    }

    /// A PNG or SVG file, by its first bytes rather than its name.
    static func check(_ file: URL) throws(PackageError) -> AppIcon {
        guard let handle = try? FileHandle(forReadingFrom: file) else { throw .badIcon(path: file.path, reason: "there is no such file") }
        let head = (try? handle.read(upToCount: 512)) ?? Data()
        try? handle.close()
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png(file) }
        if String(decoding: head, as: UTF8.self).contains("<svg") { return .svg(file) }
        throw .badIcon(path: file.path, reason: "it is neither a PNG nor an SVG picture")
    }

    /// The largest PNG of any `AppIcon.appiconset` below `folder`.
    private static func largestCatalogIcon(in folder: URL) -> URL? {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey],
                                                          options: [.skipsHiddenFiles]) else { return nil }
        var best: (url: URL, size: Int)?
        for case let url as URL in walker where url.pathExtension == "png" && url.deletingLastPathComponent().lastPathComponent == "AppIcon.appiconset" {
            let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            if size > best?.size ?? -1 { best = (url, size) }
        }
        return best?.url
    }

    /// Writes the icon's files under `root` (a `usr/share/icons/hicolor`
    /// folder) as `<size>/apps/<id>.png`, or `scalable/apps/<id>.svg`, and
    /// returns their paths relative to `root`.
    func install(identifier: String, under root: URL) throws(PackageError) -> [String] {
        if case .svg(let file) = self {
            let path = "scalable/apps/\(identifier).svg"
            try Self.copy(file, to: root.appendingPathComponent(path))
            return [path]
        }
        let picture: OpaquePointer
        switch self {
        case .png(let file):
            guard let loaded = cairo_image_surface_create_from_png(file.path), cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else {
                throw .badIcon(path: file.path, reason: "Cairo cannot read it as a PNG")
            }
            picture = loaded
        case .drawn(let initial):
            picture = Self.draw(initial: initial, size: 256)
        case .svg:
            preconditionFailure("handled above")
        }
        defer { cairo_surface_destroy(picture) }
        let width = Int(cairo_image_surface_get_width(picture)), height = Int(cairo_image_surface_get_height(picture))
        if case .png(let file) = self, min(width, height) < 16 {
            throw .badIcon(path: file.path, reason: "it is \(width)×\(height) pixels, too small for an app icon")
        }
        var written: [String] = []
        for size in Self.sizes {
            let path = "\(size)x\(size)/apps/\(identifier).png"
            let target = root.appendingPathComponent(path)
            try Self.makeFolder(target.deletingLastPathComponent())
            let scaled = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))
            let context = cairo_create(scaled)
            // Fitted and centred: a picture that is not square keeps its shape.
            let scale = Double(size) / Double(max(width, height))
            cairo_translate(context, (Double(size) - Double(width) * scale) / 2, (Double(size) - Double(height) * scale) / 2)
            cairo_scale(context, scale, scale)
            cairo_set_source_surface(context, picture, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BEST)
            cairo_paint(context)
            cairo_destroy(context)
            let status = cairo_surface_write_to_png(scaled, target.path)
            cairo_surface_destroy(scaled)
            guard status == CAIRO_STATUS_SUCCESS else { throw .writeFailed(path: target.path, reason: String(cString: cairo_status_to_string(status))) }
            written.append(path)
        }
        return written
    }

    /// The initial in white on a rounded square of the accent blue.
    private static func draw(initial: String, size: Int) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))!
        let context = cairo_create(surface)
        let inset = Double(size) / 16, side = Double(size) - 2 * inset, radius = side * 0.23
        cairo_new_sub_path(context)
        cairo_arc(context, inset + side - radius, inset + radius, radius, -Double.pi / 2, 0)
        cairo_arc(context, inset + side - radius, inset + side - radius, radius, 0, Double.pi / 2)
        cairo_arc(context, inset + radius, inset + side - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(context, inset + radius, inset + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
        cairo_set_source_rgb(context, 10 / 255, 132 / 255, 1)
        cairo_fill(context)
        cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(context, side * 0.58)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, initial, &extents)
        cairo_move_to(context, Double(size) / 2 - extents.width / 2 - extents.x_bearing, Double(size) / 2 - extents.height / 2 - extents.y_bearing)
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_show_text(context, initial)
        cairo_destroy(context)
        return surface
    }

    private static func copy(_ file: URL, to target: URL) throws(PackageError) {
        try makeFolder(target.deletingLastPathComponent())
        do { try FileManager.default.copyItem(at: file, to: target) } catch {
            throw .writeFailed(path: target.path, reason: (error as NSError).localizedDescription)
        }
    }

    static func makeFolder(_ folder: URL) throws(PackageError) {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw .writeFailed(path: folder.path, reason: (error as NSError).localizedDescription)
        }
    }
}

extension AppIcon {
    /// The report's words for where the icon came from.
    var describe: String {
        switch self {
        case .png(let file): return "\(file.path), scaled to " + Self.sizes.map { "\($0)" }.joined(separator: ", ") + " pixels"
        case .svg(let file): return "\(file.path), as the scalable icon"
        case .drawn(let initial): return "none found (no --icon, no AppIcon.png in assets/, no AppIcon.appiconset), so one was drawn from the initial \(initial)"
        }
    }
}
