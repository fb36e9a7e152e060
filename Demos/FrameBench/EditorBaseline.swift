import CSDL2

/// Where the editor's rows sit, in window pixels, measured once from Trellis's
/// display list so that the baseline draws exactly where Trellis does.
struct EditorGeometry: Sendable {
    /// The area rows are drawn in (the editor inside its border).
    var viewport: PixelRect
    /// The x of every row's text, and the top of the first row shown.
    var textX: Int32
    var firstRowY: Int32
    /// From one row's top to the next.
    var pitch: Int32
    var fontSize: Int32

    /// How many rows show, counting one cut by the bottom edge.
    var rowsShown: Int { Int((viewport.maxY - firstRowY + pitch - 1) / pitch) }

    /// The band row `row` (counted from the top of the view) repaints.
    func slot(_ row: Int) -> PixelRect {
        PixelRect(x: viewport.x, y: firstRowY + Int32(row) * pitch, w: viewport.w, h: pitch).intersection(viewport)
    }
}

/// A text editor by hand: the text as lines, one texture per line on screen.
/// Typing rasterises the one line it changed and repaints its row; scrolling
/// a page rasterises the lines that came into view. Nothing here imports Trellis.
@MainActor
final class EditorBaseline: BaselineScene {
    let canvas: BaselineCanvas
    let geometry: EditorGeometry
    private(set) var lines: [String] = []
    /// The first line on screen.
    private(set) var top = 0
    private var textures: [Int: BaselineTexture] = [:]
    /// Where the caret is, once someone has clicked: a line and a count of bytes into it.
    private var caret: (line: Int, offset: Int)?
    private let measuringFont: OpaquePointer?

    init(canvas: BaselineCanvas, geometry: EditorGeometry) {
        self.canvas = canvas
        self.geometry = geometry
        measuringFont = TTF_OpenFont(canvas.fontPath, geometry.fontSize)
    }

    isolated deinit {
        forgetTextures()
        if let measuringFont { TTF_CloseFont(measuringFont) }
    }

    func forgetTextures() {
        for texture in textures.values { canvas.destroy(texture) }
        textures.removeAll()
    }

    /// Takes `text` as a new document, scrolled to the top: a first frame.
    func load(_ text: String) -> PixelRect {
        forgetTextures()
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        top = 0
        caret = nil
        return geometry.viewport
    }

    /// Scrolls so that line `line` is at the top, and puts the caret at the start of the line `row` rows below it.
    func show(line: Int, caretRow row: Int) {
        top = line
        caret = (line + row, 0)
        forgetTextures()
    }

    /// Types `text` at the caret; returns the row it repainted.
    func type(_ text: String) -> PixelRect {
        guard let (line, offset) = caret else { return .zero }
        var bytes = Array(lines[line].utf8)
        bytes.insert(contentsOf: text.utf8, at: offset)
        lines[line] = String(decoding: bytes, as: UTF8.self)
        caret = (line, offset + text.utf8.count)
        canvas.destroy(textures.removeValue(forKey: line))
        return geometry.slot(line - top)
    }

    /// Scrolls down a page of `rows` rows; the lines that left give back their textures.
    func scrollDown(rows: Int) -> PixelRect {
        top = min(top + rows, max(lines.count - geometry.rowsShown, 0))
        for (line, texture) in textures where line < top || line >= top + geometry.rowsShown {
            canvas.destroy(texture)
            textures[line] = nil
        }
        return geometry.viewport
    }

    func draw(in region: PixelRect) {
        let area = region.intersection(geometry.viewport)
        guard !area.isEmpty else { return }
        var clip = area.sdl
        SDL_RenderSetClipRect(canvas.renderer, &clip)
        defer {
            var whole = region.sdl
            SDL_RenderSetClipRect(canvas.renderer, &whole)
        }
        for row in 0..<geometry.rowsShown {
            let line = top + row
            guard line < lines.count, geometry.slot(row).intersects(area) else { continue }
            if textures[line] == nil { textures[line] = canvas.text(lines[line], size: geometry.fontSize) }
            let y = geometry.firstRowY + Int32(row) * geometry.pitch
            if let texture = textures[line] { canvas.draw(texture, x: geometry.textX, y: y) }
            if let caret, caret.line == line {
                canvas.fill(PixelRect(x: geometry.textX + width(of: lines[line], bytes: caret.offset), y: y, w: 1, h: geometry.pitch),
                            .black)
            }
        }
    }

    /// The width of the first `bytes` bytes of `text`, for the caret.
    private func width(of text: String, bytes: Int) -> Int32 {
        guard let measuringFont, bytes > 0 else { return 0 }
        var width: Int32 = 0, height: Int32 = 0
        TTF_SizeUTF8(measuringFont, String(decoding: Array(text.utf8.prefix(bytes)), as: UTF8.self), &width, &height)
        return width
    }
}
