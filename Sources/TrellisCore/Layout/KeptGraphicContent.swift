/// A graphic's content kept between draws, out of line.
///
/// A text keeps the content it drew last, so a text drawn again unchanged
/// shares the box it drew last time. Inline, the optional content took 40
/// bytes of every text's layout, drawn or not; a long eager list draws a few
/// dozen of its rows and keeps thousands. The box is made on the first draw
/// and reused after.
final class KeptGraphicContent {
    /// The content, until what it was made from changes.
    var content: GraphicContent?

    init(_ content: GraphicContent) {
        self.content = content
    }
}
