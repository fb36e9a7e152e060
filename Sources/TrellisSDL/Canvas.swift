import CSDL2
import TrellisCore

/// Draws display lists onto an SDL renderer, keeping one texture per graphic.
@MainActor
final class Canvas {
    let renderer: OpaquePointer
    let textures = TextureStore()
    let measurer: TTFTextMeasurer
    var background = RGBA(r: 255, g: 255, b: 255)

    init(renderer: OpaquePointer, measurer: TTFTextMeasurer) {
        self.renderer = renderer
        self.measurer = measurer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Clears the target and draws `list` back to front.
    func draw(_ list: DisplayList) {
        textures.beginFrame()
        SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, background.a)
        SDL_RenderClear(renderer)
        for graphic in list.graphics {
            draw(graphic)
        }
        textures.endFrame()
    }

    private func draw(_ graphic: Graphic) {
        switch graphic.content {
        case .fill(let color):
            fill(pixelRect(graphic.frame), color: color.multiplyingAlpha(by: graphic.opacity))
        case .border(let color, let width):
            strokeInside(graphic.frame, color: color.multiplyingAlpha(by: graphic.opacity), width: width)
        case .text(let run):
            let entry = textures.texture(for: graphic.id, version: graphic.version) { rasterize(run) }
            guard let texture = entry.texture else { return }
            SDL_SetTextureAlphaMod(texture, UInt8((min(max(graphic.opacity, 0), 1) * 255).rounded()))
            var destination = SDL_Rect(x: Int32(graphic.frame.x.rounded()), y: Int32(graphic.frame.y.rounded()),
                                       w: entry.width, h: entry.height)
            SDL_RenderCopy(renderer, texture, nil, &destination)
        case .shape, .image:
            break
        }
    }

    private func rasterize(_ run: TextRun) -> (texture: OpaquePointer?, width: Int32, height: Int32) {
        guard !run.string.isEmpty, let font = measurer.fonts.font(for: run.font) else { return (nil, 0, 0) }
        let color = SDL_Color(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a)
        guard let surface = TTF_RenderUTF8_Blended(font, run.string, color) else {
            Diagnostics.warnOnce("text:\(run.string.prefix(40))", SDLError("Could not draw text").description)
            return (nil, 0, 0)
        }
        defer { SDL_FreeSurface(surface) }
        let texture = SDL_CreateTextureFromSurface(renderer, surface)
        if texture == nil {
            Diagnostics.warnOnce("texture:\(surface.pointee.w)x\(surface.pointee.h)", SDLError("Could not make a texture").description)
        }
        return (texture, surface.pointee.w, surface.pointee.h)
    }

    private func pixelRect(_ rect: Rect) -> SDL_Rect {
        // Round edges, not origin and size, so neighbours share edges without gaps.
        let left = rect.x.rounded(), top = rect.y.rounded()
        return SDL_Rect(x: Int32(left), y: Int32(top),
                        w: Int32(rect.maxX.rounded() - left), h: Int32(rect.maxY.rounded() - top))
    }

    private func fill(_ rect: SDL_Rect, color: RGBA) {
        guard color.a > 0, rect.w > 0, rect.h > 0 else { return }
        var rect = rect
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &rect)
    }

    private func strokeInside(_ frame: Rect, color: RGBA, width: Double) {
        let outer = pixelRect(frame)
        let line = Int32(max(1, width.rounded()))
        fill(SDL_Rect(x: outer.x, y: outer.y, w: outer.w, h: min(line, outer.h)), color: color)
        fill(SDL_Rect(x: outer.x, y: outer.y + outer.h - line, w: outer.w, h: min(line, outer.h)), color: color)
        fill(SDL_Rect(x: outer.x, y: outer.y + line, w: min(line, outer.w), h: outer.h - 2 * line), color: color)
        fill(SDL_Rect(x: outer.x + outer.w - line, y: outer.y + line, w: min(line, outer.w), h: outer.h - 2 * line), color: color)
    }
}
