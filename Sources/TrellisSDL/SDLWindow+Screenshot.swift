import CSDL2
import Foundation

/// `--screenshot`: a window's pixels as the renderer shows them, written to a file.
extension SDLWindow {
    /// Writes what the renderer shows as a PNG at `path` and prints the path.
    func writeScreenshot(to path: String) throws {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("Could not make a surface for the screenshot")
        }
        defer { SDL_FreeSurface(surface) }
        if SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels, surface.pointee.pitch) != 0 {
            throw SDLError("Could not read the window's pixels")
        }
        if IMG_SavePNG(surface, path) != 0 { throw SDLError("Could not write \(path)") }
        print("screenshot: \(URL(fileURLWithPath: path).standardizedFileURL.path)")
    }
}
