import Foundation
import Trellis
import TrellisSDL

/// Picture files made for the tests in a folder of their own: huge ones,
/// ones that lie about their size, and ones that are not files at all.
enum HostilePictures {
    /// A fresh, empty folder.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A real PNG of `width` × `height` pixels, all white, one bit per pixel, so
    /// even 100 megapixels compress to a few kilobytes. Made with the zlib
    /// that SDL_image's libpng uses.
    static func whitePNG(width: Int, height: Int) -> Data {
        let row = [UInt8](repeating: 0, count: 1) + [UInt8](repeating: 0xFF, count: (width + 7) / 8)
        var raw = [UInt8]()
        raw.reserveCapacity(row.count * height)
        for _ in 0..<height { raw += row }
        return png(width: width, height: height, bitDepth: 1, colorType: 0, data: Zlib.compress(raw))
    }

    /// A PNG whose header claims `width` × `height` pixels but that carries no pixels.
    static func headerOnlyPNG(width: Int, height: Int) -> Data {
        png(width: width, height: height, bitDepth: 8, colorType: 2, data: Zlib.compress([0, 0, 0, 0]))
    }

    /// A `side` × `side` picture of four coloured quadrants, as the assets' `quadrants.png`.
    static func quadrants(side: Int) -> PixelImage {
        var pixels: [RGBA] = []
        pixels.reserveCapacity(side * side)
        for y in 0..<side {
            for x in 0..<side {
                switch (x < side / 2, y < side / 2) {
                case (true, true): pixels.append(RGBA(r: 255, g: 0, b: 0))
                case (false, true): pixels.append(RGBA(r: 0, g: 200, b: 0))
                case (true, false): pixels.append(RGBA(r: 0, g: 0, b: 255))
                case (false, false): pixels.append(RGBA(r: 255, g: 220, b: 0))
                }
            }
        }
        return PixelImage(width: side, height: side, pixels: pixels)
    }

    private static func png(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, data: [UInt8]) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ body: [UInt8]) {
            let typed = Array(type.utf8) + body
            bytes += bigEndian(body.count) + typed + bigEndian(Int(Zlib.crc32(typed)))
        }
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
        chunk("IDAT", data)
        chunk("IEND", [])
        return Data(bytes)
    }
}

/// zlib's `compress` and `crc32`, found at run time: Swift has no module for it here.
private enum Zlib {
    private typealias Compress = @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>,
                                                 UnsafePointer<UInt8>, UInt) -> Int32
    private typealias CRC = @convention(c) (UInt, UnsafePointer<UInt8>, UInt32) -> UInt

    private static func symbol<T>(_ name: String, as type: T.Type) -> T {
        let library = dlopen("libz.so.1", RTLD_NOW)
        return unsafeBitCast(dlsym(library, name)!, to: type)
    }

    static func compress(_ raw: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: raw.count + raw.count / 100 + 64)
        var length = UInt(output.count)
        let status = symbol("compress", as: Compress.self)(&output, &length, raw, UInt(raw.count))
        precondition(status == 0, "zlib compress failed")
        return Array(output.prefix(Int(length)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        UInt32(truncatingIfNeeded: symbol("crc32", as: CRC.self)(0, bytes, UInt32(bytes.count)))
    }
}
