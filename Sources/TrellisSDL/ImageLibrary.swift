import CSDL2
import Foundation
import TrellisCore

/// Pictures from the assets folder, decoded once each by SDL_image and kept
/// as surfaces, so every graphic showing one makes its texture without
/// reading the file again.
///
/// A picture that is missing or cannot be decoded is reported once, with the
/// file and SDL's reason, and is remembered as missing so the file is not
/// tried again every frame.
@MainActor
final class ImageLibrary {
    /// Where `Image("name")` looks; `nil` when no assets folder was found.
    let folder: URL?
    private var surfaces: [String: UnsafeMutablePointer<SDL_Surface>?] = [:]

    /// The formats tried, in order, for a name without an extension.
    static let extensions = ["png", "jpg", "jpeg", "bmp"]

    /// Makes a library reading from `folder`.
    init(folder: URL? = AssetLocator.processAssets) {
        self.folder = folder
    }

    isolated deinit {
        for case let surface? in surfaces.values {
            SDL_FreeSurface(surface)
        }
    }

    /// The decoded picture, or `nil` (after one warning) when it cannot be had.
    func surface(named name: String) -> UnsafeMutablePointer<SDL_Surface>? {
        if let known = surfaces[name] { return known }
        let loaded = load(name)
        surfaces[name] = loaded
        return loaded
    }

    /// The picture's size in pixels, which is its natural size in points.
    func pixelSize(named name: String) -> Size? {
        guard let surface = surface(named: name) else { return nil }
        return Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h))
    }

    /// A new texture of the picture from `store`, or `nil` when it cannot be had.
    func makeTexture(named name: String, in store: TextureStore) -> TextureStore.Drawn {
        guard let surface = surface(named: name) else { return (nil, 0, 0) }
        guard let texture = store.makeTexture(.picture, from: surface) else { return (nil, 0, 0) }
        // Pictures are usually drawn at another size than their own; nearest
        // sampling would make that blocky.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return (texture, surface.pointee.w, surface.pointee.h)
    }

    /// The files `name` may be, in the order they are tried.
    ///
    /// A name with an extension is tried as given first; a name starting with
    /// `/` is an absolute path rather than a name inside the assets folder.
    func candidates(for name: String) -> [URL] {
        let base: URL
        if name.hasPrefix("/") {
            base = URL(fileURLWithPath: name)
        } else if let folder {
            base = folder.appendingPathComponent(name)
        } else {
            return []
        }
        var files: [URL] = []
        if !base.pathExtension.isEmpty { files.append(base) }
        files += Self.extensions.map { URL(fileURLWithPath: base.path + "." + $0) }
        return files
    }

    private func load(_ name: String) -> UnsafeMutablePointer<SDL_Surface>? {
        let files = candidates(for: name)
        guard let file = files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            let looked = files.isEmpty
                ? "no assets folder was found (set TRELLIS_ASSETS, or run from the folder that holds assets/)"
                : "looked for " + files.map(\.path).joined(separator: ", ")
            Diagnostics.warnOnce("image:\(files.first?.path ?? name)", "image \"\(name)\" not found: \(looked)")
            return nil
        }
        guard let surface = IMG_Load(file.path) else {
            Diagnostics.warnOnce("image:\(file.path)",
                                 "could not load image \"\(name)\" from \(file.path): \(String(cString: SDL_GetError()))")
            return nil
        }
        return surface
    }
}
