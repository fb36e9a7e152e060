@_spi(TrellisExtension) import TrellisCore

extension Color {
    /// The base of an editable text view: white in light mode, nearly black in dark mode, as GTK's.
    static let textBackground = Color(storage: .scheme(light: RGBA(r: 255, g: 255, b: 255), dark: RGBA(r: 24, g: 24, b: 26)))
}

/// What a multi-line text box draws: its base and border, the selection, one
/// graphic per visible row of text, the caret, a composition's underline and
/// a scroll indicator when the text is taller than the box.
extension MultilineTextLayout {
    /// Appends everything the box shows, back to front.
    func drawBox(into list: inout DisplayList) {
        let box = Rect(origin: .zero, size: frame.size)
        // A TextEditor is a Mac's plain text view: a square base, no border and no focus ring;
        // only a vertical text field draws the box of a field.
        let isPlainTextView = sizing == .fills
        let outline = Path { $0.addRoundedRect(in: box, cornerRadius: isPlainTextView ? 0 : 4) }
        if showsBackground {
            list.append(Graphic(id: ids.background, content: .shape(outline, .fill(Color.textBackground.resolve(in: colorScheme))),
                                frame: frame, version: colorScheme == .dark ? 1 : 0, clip: nil, opacity: 1))
        }
        let inner = textClip
        let origin = textOrigin
        appendSelection(to: &list, origin: origin, clip: inner)
        appendText(to: &list, origin: origin, clip: inner)
        appendCaret(to: &list, origin: origin, clip: inner)
        appendIndicator(to: &list)
        noteDrawn(boxToDraw)
        guard !isPlainTextView else { return }
        let border = (isFocused ? Color.accentColor : Color.fieldBorder).resolve(in: colorScheme)
        list.append(Graphic(id: ids.border, content: .shape(outline, .stroke(border, lineWidth: isFocused ? 2 : 1)),
                            frame: frame, version: (isFocused ? 1 : 0) + (colorScheme == .dark ? 2 : 0), clip: nil, opacity: 1))
    }

    /// The top-left of the text in the window, as scrolled.
    var textOrigin: Point { Point(x: frame.x + inset, y: frame.y + inset - scrollY) }

    /// What the text is clipped to: the box within its border.
    var textClip: Rect { Rect(x: frame.x + 1, y: frame.y + 1, width: max(frame.width - 2, 0), height: max(frame.height - 2, 0)) }

    /// Whether the box shows its placeholder, having no text.
    var showsPlaceholder: Bool {
        document.lines.count == 1 && document.lines[0].isEmpty && composition == nil && !placeholder.isEmpty
    }

    /// The caret's rectangle in the window, for the input method's candidate window.
    package var caretFrame: Rect {
        let caret = point(of: document.caret)
        return Rect(x: frame.x + inset + caret.x, y: frame.y + inset + caret.y - scrollY, width: 1, height: rowHeight)
    }

    var shownTextColor: RGBA {
        var color = textColor
        if !isEnabled { color.a = UInt8(Double(color.a) * 0.45) }
        return color
    }

    private func appendText(to list: inout DisplayList, origin: Point, clip: Rect) {
        if showsPlaceholder {
            let run = TextRun(string: placeholder, font: font, color: Color.placeholderText.resolve(in: colorScheme))
            list.append(Graphic(id: ids.placeholder, content: .text(run),
                                frame: Rect(x: origin.x, y: origin.y, width: max(frame.width - 2 * inset, 0), height: rowHeight),
                                version: styleVersion, clip: clip, opacity: 1))
            return
        }
        let color = shownTextColor
        for (line, row, top) in visibleRows {
            appendRow(row, of: wrapping(of: line), top: top, origin: origin, clip: clip, color: color, to: &list)
        }
    }

    /// Appends the graphic of `row` of a line (whose top is `top` in the text);
    /// returns `false`, appending nothing, for an empty row.
    @discardableResult
    func appendRow(_ row: Int, of wrapping: WrappedLine, top: Double, origin: Point, clip: Rect, color: RGBA,
                   to list: inout DisplayList) -> Bool {
        guard !wrapping.text(ofRow: row).isEmpty else { return false }
        list.append(Graphic(id: wrapping.rowIDs[row], content: wrapping.content(ofRow: row, font: font, color: color),
                            frame: Rect(x: origin.x, y: origin.y + top, width: wrapping.width(ofRow: row), height: rowHeight - lineSpacing),
                            // Both only grow: a row's graphic gets a new version whenever either does.
                            version: styleVersion &+ wrapping.version, clip: clip, opacity: 1))
        return true
    }

    private func appendSelection(to list: inout DisplayList, origin: Point, clip: Rect) {
        let selection = document.selection
        guard !selection.isEmpty else { return }
        var used = 0
        for (line, row, top) in visibleRows where line >= selection.lowerBound.line && line <= selection.upperBound.line {
            let wrapping = wrapping(of: line)
            let range = wrapping.rows[row]
            let start = line == selection.lowerBound.line ? max(displayColumn(of: selection.lowerBound), range.lowerBound) : range.lowerBound
            let end = line == selection.upperBound.line ? min(displayColumn(of: selection.upperBound), range.upperBound) : range.upperBound
            guard start <= end, !(start == end && line == selection.upperBound.line) else { continue }
            let x0 = wrapping.x(of: start, inRow: row)
            // A selected line break shows as a little extra width, as in GTK.
            let breakWidth = line < selection.upperBound.line && row == wrapping.rows.count - 1 ? font.size * 0.4 : 0
            let width = wrapping.x(of: end, inRow: row) - x0 + breakWidth
            if used == selectionIDs.count { selectionIDs.append(GraphicID.next()) }
            let color = isFocused ? RGBA(r: 0, g: 122, b: 255, a: 70) : RGBA(r: 128, g: 128, b: 128, a: 60)
            list.append(Graphic(id: selectionIDs[used], content: .fill(color),
                                frame: Rect(x: origin.x + x0, y: origin.y + top, width: width, height: rowHeight),
                                version: 0, clip: clip, opacity: 1))
            used += 1
        }
    }

    func appendCaret(to list: inout DisplayList, origin: Point, clip: Rect) {
        guard isFocused else { return }
        let caretLine = document.caret.line
        if let composition {
            // The composition is underlined where it sits in the text.
            let wrapping = wrapping(of: caretLine)
            let start = document.caret.column
            let row = wrapping.row(of: start)
            let x0 = wrapping.x(of: start, inRow: row)
            let x1 = wrapping.x(of: min(start + composition.text.count, wrapping.rows[row].upperBound), inRow: row)
            let rowTop = origin.y + top(ofLine: caretLine) + Double(row) * rowHeight
            list.append(Graphic(id: ids.underline, content: .fill(shownTextColor),
                                frame: Rect(x: origin.x + x0, y: rowTop + rowHeight - lineSpacing - 2, width: max(x1 - x0, 1), height: 1),
                                version: 0, clip: clip, opacity: 1))
        }
        guard caretVisible, isEnabled else { return }
        let column = displayColumn(of: document.caret) - (composition.map { $0.text.count - min($0.cursor, $0.text.count) } ?? 0)
        let wrapping = wrapping(of: caretLine)
        let row = wrapping.row(of: column)
        let x = origin.x + wrapping.x(of: column, inRow: row)
        let y = origin.y + top(ofLine: caretLine) + Double(row) * rowHeight
        list.append(Graphic(id: ids.caret, content: .fill(shownTextColor),
                            frame: Rect(x: x.rounded(), y: y, width: 1, height: rowHeight - lineSpacing),
                            version: 0, clip: clip, opacity: 1))
    }

    private func appendIndicator(to list: inout DisplayList) {
        guard case .fills = sizing else { return }
        let total = contentHeight, shown = viewportHeight
        guard total > shown + 0.5 else { return }
        let track = frame.height - 8
        let length = max(track * shown / total, 20)
        let offset = (track - length) * scrollY / max(total - shown, 1)
        let color = colorScheme == .dark ? RGBA(r: 255, g: 255, b: 255, a: 90) : RGBA(r: 0, g: 0, b: 0, a: 90)
        list.append(Graphic(id: ids.indicator, content: .shape(Path { $0.addRoundedRect(in: Rect(x: 0, y: 0, width: 5, height: length), cornerRadius: 2.5) }, .fill(color)),
                            frame: Rect(x: frame.maxX - 8, y: frame.y + 4 + offset, width: 5, height: length),
                            version: Int(length.rounded()), clip: nil, opacity: 1))
    }
}

// Where the input method's candidate window goes (`FrameDriver.textInputRect`).
extension MultilineTextLayout: CaretLocating {}
