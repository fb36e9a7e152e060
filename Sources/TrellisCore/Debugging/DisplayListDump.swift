/// The display list as indented text: one line per graphic, back to front.
///
/// A line reads `#id kind frame (x, y, w×h) v version` followed by what the
/// graphic draws (a text's lines, a colour, a picture's source) and only the
/// ways it is drawn that differ from plain: `clip`, `opacity`, `scale`,
/// `rotation`, `mask`, `effects`, `layers`. Graphics are listed flat, as the
/// list keeps them; the layout tree says which node drew each (by its id).
extension DisplayList {
    package func dump() -> String {
        var text = DumpText()
        text.line("display list: \(graphics.count) graphics", depth: 0)
        for graphic in graphics { text.line(Self.describe(graphic), depth: 1) }
        return text.text
    }

    private static func describe(_ graphic: Graphic) -> String {
        var line = "\(graphic.id) \(describe(graphic.content)) frame \(DumpText.rect(graphic.frame)) v\(graphic.version)"
        if let clip = graphic.clip { line += " clip \(DumpText.rect(clip))" }
        if graphic.opacity != 1 { line += " opacity \(DumpText.number(graphic.opacity))" }
        if graphic.scale != 1 { line += " scale \(DumpText.number(graphic.scale))" }
        if graphic.rotation != 0 { line += " rotation \(DumpText.number(graphic.rotation))" }
        if graphic.mask != nil { line += " mask" }
        if !graphic.effects.isEmpty { line += " effects \(graphic.effects.count)" }
        if !graphic.layers.isEmpty { line += " layers \(graphic.layers.count)" }
        return line
    }

    private static func describe(_ content: GraphicContent) -> String {
        switch content {
        case .fill(let color): "fill \(DumpText.color(color))"
        case .text(let run): "text \(DumpText.value(run.displayedLines.joined(separator: "\n"))) \(DumpText.color(run.color))"
        case let .border(color, width): "border \(DumpText.color(color)) width \(DumpText.number(width))"
        case let .shape(_, paint): "shape \(describe(paint))"
        case .image(let image): "image \(describe(image.source))"
        case .drawing(let drawing): "drawing \(drawing.commands.count) commands"
        }
    }

    private static func describe(_ paint: ShapePaint) -> String {
        switch paint {
        case .fill(let color): "fill \(DumpText.color(color))"
        case let .stroke(color, lineWidth): "stroke \(DumpText.color(color)) width \(DumpText.number(lineWidth))"
        case .styled: "styled"
        }
    }

    private static func describe(_ source: ImageReference.Source) -> String {
        switch source {
        case .asset(let name): "asset \(DumpText.value(name))"
        case .file(let path): "file \(DumpText.value(path))"
        case .symbol(let name): "symbol \(DumpText.value(name))"
        }
    }
}
