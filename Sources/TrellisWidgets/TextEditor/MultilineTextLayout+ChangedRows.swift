@_spi(TrellisExtension) import TrellisCore

/// What a multi-line text box drew, besides its rows' text: while it stays
/// the same, the box draws again only the rows of lines wrapped since, and
/// the caret (`appendChangedGraphics`).
struct DrawnBox: Equatable {
    var frame: Rect
    var scrollY: Double
    var contentHeight: Double
    var rowHeight: Double
    var lineSpacing: Double
    var font: Font
    var styleVersion: Int
    var colorScheme: ColorScheme
    var isFocused: Bool
    var isEnabled: Bool
    var caretVisible: Bool
    var showsBackground: Bool
    var sizing: MultilineTextLayout.Sizing
    /// Whether a selection, a composition or the placeholder showed, whose graphics only a whole draw follows.
    var showsMore: Bool
}

extension MultilineTextLayout {
    /// What the box would draw now, besides its rows' text.
    var boxToDraw: DrawnBox {
        DrawnBox(frame: frame, scrollY: scrollY, contentHeight: contentHeight, rowHeight: rowHeight, lineSpacing: lineSpacing,
                 font: font, styleVersion: styleVersion, colorScheme: colorScheme, isFocused: isFocused, isEnabled: isEnabled,
                 caretVisible: caretVisible, showsBackground: showsBackground, sizing: sizing,
                 showsMore: !document.selection.isEmpty || composition != nil || showsPlaceholder)
    }

    /// Notes what was just drawn, for the next draw to compare with.
    func noteDrawn(_ box: DrawnBox) {
        drawn = (box, visibleRows, wrappingsMade)
    }

    /// A keystroke changes the rows of the line it edits and moves the caret;
    /// the rest of a screenful of rows stays. When the box, the rows shown and
    /// where each is shown are as last drawn, with no selection, composition
    /// or placeholder (whose graphics this does not follow), only the rows of
    /// lines wrapped since, and the caret, are drawn again.
    func appendChangedRows(to list: inout DisplayList) -> Bool {
        let box = boxToDraw
        guard let last = drawn, last.box == box, !box.showsMore, visibleRows.elementsEqual(last.rows, by: { $0 == $1 }) else { return false }
        let origin = textOrigin
        let clip = textClip
        let color = shownTextColor
        for (line, row, top) in visibleRows {
            let wrapping = wrapping(of: line)
            guard wrapping.version > last.wrappings else { continue }
            // A row that emptied would leave its graphic behind; drawn whole, it goes.
            guard appendRow(row, of: wrapping, top: top, origin: origin, clip: clip, color: color, to: &list) else { return false }
        }
        appendCaret(to: &list, origin: origin, clip: clip)
        noteDrawn(box)
        return true
    }
}
