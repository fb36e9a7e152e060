import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Pictures from the assets folder (`Image("name")`) and from files the app
/// names itself (`Image(contentsOfFile:)`), sized from their headers and
/// decoded by SDL_image only when drawn, at no more than the size shown.
///
/// Hostile files end in one warning and a placeholder, never a hang or a
/// crash: a name that leads out of the assets folder, a file that is not a
/// regular one (a named pipe would block for ever), and a picture whose
/// header claims more pixels than the budget (`ResourceLimits.imagePixels`)
/// are refused before decoding. A picture that is missing or cannot be
/// decoded is reported once, with the file and SDL's reason, and is not
/// tried again every frame. Decoded pictures are kept in a `PictureCache`
/// bounded by bytes.
@MainActor
final class ImageLibrary {
    /// Where `Image("name")` looks; `nil` when no assets folder was found.
    let folder: URL?
    /// Decoded pictures, bounded by bytes.
    let pictures: PictureCache
    /// The most pixels a picture may have.
    let pixelBudget: Int

    /// A picture's file and its size from the header (`nil` for a format whose header is not read), or a refusal.
    private enum Lookup {
        case file(URL, ImageHeader?)
        case refused
    }
    private var lookups: [ImageReference.Source: Lookup] = [:]

    /// The formats tried, in order, for a name without an extension.
    static let extensions = ["png", "jpg", "jpeg", "bmp"]

    /// Makes a library reading from `folder`.
    init(folder: URL? = AssetLocator.processAssets, pictures: PictureCache = PictureCache(),
         pixelBudget: Int = ResourceLimits.imagePixels) {
        self.folder = folder
        self.pictures = pictures
        self.pixelBudget = pixelBudget
    }

    /// The most bytes a picture's file may hold: four per pixel of the budget,
    /// as an uncompressed bitmap needs, and room for metadata.
    private var fileByteLimit: Int { pixelBudget.multipliedReportingOverflow(by: 4).partialValue.addingReportingOverflow(16 << 20).partialValue }

    /// The picture's size in pixels, which is its natural size in points;
    /// read from the file's header without decoding it when the format allows.
    func pixelSize(of source: ImageReference.Source) -> Size? {
        guard case .file(_, let header) = lookup(source) else { return nil }
        if let header, header.width > 0, header.height > 0 {
            return Size(width: Double(header.width), height: Double(header.height))
        }
        guard let surface = surface(of: source, shownAt: nil) else { return nil }
        return Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h))
    }

    /// The picture's size in pixels, for `Image("name")`.
    func pixelSize(named name: String) -> Size? {
        pixelSize(of: .asset(name))
    }

    /// The decoded picture at its own size, or `nil` (after one warning) when it cannot be had.
    func surface(named name: String) -> UnsafeMutablePointer<SDL_Surface>? {
        surface(of: .asset(name), shownAt: nil)
    }

    /// The decoded picture, halved as often as it stays at least `shown`
    /// pixels (its own size when `shown` is `nil`), or `nil` after one warning.
    /// The surface belongs to the library and lasts until the next call.
    func surface(of source: ImageReference.Source, shownAt shown: SDL_Point?) -> UnsafeMutablePointer<SDL_Surface>? {
        guard case .file(let file, let header) = lookup(source) else { return nil }
        let wanted = halvings(for: header, shownAt: shown)
        if let kept = pictures.entry(for: source), kept.halvings <= wanted {
            guard kept.halvings < wanted, let smaller = PictureScaling.halved(kept.surface, times: wanted - kept.halvings) else {
                return kept.surface
            }
            pictures.keep(smaller, halvings: wanted, for: source)
            return smaller
        }
        guard let decoded = decode(file, for: source) else { return nil }
        guard wanted > 0, let smaller = PictureScaling.halved(decoded, times: wanted) else {
            pictures.keep(decoded, halvings: 0, for: source)
            return decoded
        }
        SDL_FreeSurface(decoded)
        pictures.keep(smaller, halvings: wanted, for: source)
        return smaller
    }

    /// How many times the picture is halved to be shown at `shown` pixels; what its texture is keyed by.
    func halvings(of source: ImageReference.Source, shownAt shown: SDL_Point) -> Int {
        guard case .file(_, let header) = lookup(source) else { return 0 }
        return halvings(for: header, shownAt: shown)
    }

    private func halvings(for header: ImageHeader?, shownAt shown: SDL_Point?) -> Int {
        guard let header, let shown else { return 0 }
        let natural = SDL_Point(x: Int32(clamping: header.width), y: Int32(clamping: header.height))
        return PictureScaling.halvings(from: natural, toShow: shown)
    }

    /// A new texture of the picture, shown at `shown` pixels, from `store`; no texture when it cannot be had.
    func makeTexture(of source: ImageReference.Source, shownAt shown: SDL_Point, in store: TextureStore) -> TextureStore.Drawn {
        guard let surface = surface(of: source, shownAt: shown) else { return .nothing }
        guard let texture = store.makeTexture(.picture, from: surface) else { return .nothing }
        // Pictures are usually drawn at another size than their own; nearest
        // sampling would make that blocky.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return TextureStore.Drawn(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    }

    /// A new texture of the picture named `name` at its own size, from `store`.
    func makeTexture(named name: String, in store: TextureStore) -> TextureStore.Drawn {
        makeTexture(of: .asset(name), shownAt: SDL_Point(x: 0, y: 0), in: store)
    }

    /// The files `name` may be, in the order they are tried; empty when the
    /// name is refused or there is no assets folder.
    func candidates(for name: String) -> [URL] {
        guard let folder else { return [] }
        return AssetPath.candidates(for: name, in: folder, extensions: Self.extensions).files
    }

    private func lookup(_ source: ImageReference.Source) -> Lookup {
        if let known = lookups[source] { return known }
        let found = find(source)
        lookups[source] = found
        return found
    }

    /// The file a source names, checked (inside the assets folder, a regular
    /// file, within the pixel budget) before anything is decoded.
    private func find(_ source: ImageReference.Source) -> Lookup {
        let file: URL, shownName: String
        switch source {
        case .asset(let name):
            shownName = "image \"\(name)\""
            guard let folder else {
                Diagnostics.warnOnce("image:\(name)", """
                    \(shownName) not found: no assets folder was found (set TRELLIS_ASSETS, or run from the folder that holds assets/)
                    """)
                return .refused
            }
            let (files, refusal) = AssetPath.candidates(for: name, in: folder, extensions: Self.extensions)
            if let refusal {
                Diagnostics.warnOnce("image-refused:\(name)", "\(shownName) refused: \(refusal)")
                return .refused
            }
            guard let existing = files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                Diagnostics.warnOnce("image:\(files.first?.path ?? name)",
                                     "\(shownName) not found: looked for " + files.map(\.path).joined(separator: ", "))
                return .refused
            }
            guard AssetPath.staysInside(existing, folder: folder) else {
                Diagnostics.warnOnce("image-refused:\(name)", """
                    \(shownName) refused: \(existing.path) is a link to a file outside the assets folder \(folder.path); \
                    show a file the user chose with Image(contentsOfFile:)
                    """)
                return .refused
            }
            file = existing
        case .file(let path):
            shownName = "image file"
            file = URL(fileURLWithPath: path)
        case .symbol:
            return .refused
        }
        switch RegularFile.contents(of: file.path, limit: fileByteLimit, first: 1 << 20) {
        case .failure(let refusal):
            Diagnostics.warnOnce("image:\(file.path)", "could not load \(shownName) from \(file.path): \(refusal)")
            return .refused
        case .success(let start):
            let header = ImageHeader(start)
            if let header, header.pixels > pixelBudget {
                warnOverBudget(shownName, file: file, width: header.width, height: header.height)
                return .refused
            }
            return .file(file, header)
        }
    }

    /// The whole picture, decoded from its bytes (so the file is opened once more, without blocking), or `nil`.
    private func decode(_ file: URL, for source: ImageReference.Source) -> UnsafeMutablePointer<SDL_Surface>? {
        let failed = { (reason: String) -> UnsafeMutablePointer<SDL_Surface>? in
            Diagnostics.warnOnce("image:\(file.path)", "could not load image \(file.lastPathComponent) from \(file.path): \(reason)")
            self.lookups[source] = .refused
            return nil
        }
        let bytes: [UInt8]
        switch RegularFile.contents(of: file.path, limit: fileByteLimit) {
        case .failure(let refusal): return failed(refusal.description)
        case .success(let read): bytes = read
        }
        // A header this library does not read is checked once decoded.
        if let header = ImageHeader(bytes), header.pixels > pixelBudget {
            warnOverBudget("image", file: file, width: header.width, height: header.height)
            lookups[source] = .refused
            return nil
        }
        let loaded = bytes.withUnsafeBytes { buffer -> UnsafeMutablePointer<SDL_Surface>? in
            guard let base = buffer.baseAddress, let stream = SDL_RWFromConstMem(base, Int32(clamping: buffer.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let loaded else { return failed(String(cString: SDL_GetError())) }
        if Int(loaded.pointee.w) * Int(loaded.pointee.h) > pixelBudget {
            warnOverBudget("image", file: file, width: Int(loaded.pointee.w), height: Int(loaded.pointee.h))
            SDL_FreeSurface(loaded)
            lookups[source] = .refused
            return nil
        }
        return loaded
    }

    private func warnOverBudget(_ shownName: String, file: URL, width: Int, height: Int) {
        Diagnostics.warnOnce("image:\(file.path)", """
            \(shownName) at \(file.path) is \(width) × \(height) pixels, more than the budget of \(pixelBudget) \
            (TRELLIS_IMAGE_MAX_PIXELS); it shows a placeholder
            """)
    }
}
