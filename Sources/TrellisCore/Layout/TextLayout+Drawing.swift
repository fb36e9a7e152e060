/// The content a text draws: its run as placed.
extension TextLayout {
    /// The run as placed, kept between draws: a text's content is boxed, and a
    /// text drawn again unchanged (its row moved) shares the box it drew last time.
    func shownTextContent() -> GraphicContent {
        if let kept = shownContent?.content { return kept }
        var shown = run
        shown.placedLines = placedRunLines
        if let placedFont { shown.font = placedFont }
        // The size measured for the shape the lines were placed for: what
        // layout already knows of them, and all the renderer's bounds need.
        // Not `flatMap`: a main-actor closure checks its executor on every call.
        if let placedShape { shown.measuredSize = metrics.size(for: placedShape) } else { shown.measuredSize = nil }
        let content = GraphicContent.text(shown)
        if let shownContent { shownContent.content = content } else { shownContent = KeptGraphicContent(content) }
        return content
    }
}
