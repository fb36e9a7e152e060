/// A displayable that shows a run of text.
@MainActor
package final class TextLayout: LayoutNode {
    /// What is drawn.
    package var run: TextRun {
        didSet { if run != oldValue { contentDidChange() } }
    }

    package init(run: TextRun) {
        self.run = run
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        let measurer = context.textMeasurer
        return Size(width: measurer.width(of: run.string, in: run.font).rounded(.up),
                    height: measurer.lineHeight(of: run.font))
    }

    override package func appendGraphics(to list: inout DisplayList) {
        list.append(Graphic(id: graphicID, content: .text(run), frame: frame, version: contentVersion, clip: nil, opacity: 1))
    }
}
