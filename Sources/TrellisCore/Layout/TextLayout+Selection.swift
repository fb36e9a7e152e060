/// A text the user may select and copy (`.textSelection(.enabled)`): its
/// selection, kept in the rare state since few texts have one, and where its
/// characters lie under the pointer.
extension TextLayout {
    /// Set while `.textSelection(.enabled)` is in force.
    var selection: TextSelection? {
        get { rare?.selection }
        set { if newValue != nil || rare != nil { rareState.selection = newValue } }
    }

    /// Lets the user select and copy this text, or stops it; copies go to `clipboard`.
    func setSelectable(_ selectable: Bool, clipboard: (any ClipboardStore)?) {
        if selectable, selection == nil {
            let selection = TextSelection(layout: self)
            self.selection = selection
            interaction = selection.makeInteraction()
        } else if !selectable, let selection {
            selection.select(0..<0)
            self.selection = nil
            interaction = nil
        }
        selection?.clipboard = clipboard
        selection?.clamp(toLength: run.string.count)
    }

    /// Where this text's characters are, as it was last placed.
    func lineGeometry() -> TextLineGeometry? {
        guard wasPlaced else { return nil }
        let measurer = metrics.memoizing()
        let font = placedFont ?? run.font
        let fraction: Double = switch run.alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        let placed = placedLines
        let lines = placed.isEmpty ? [run.string] : placed
        let widest = lines.map { measurer.width(of: $0, in: font) }.max() ?? 0
        return TextLineGeometry(string: run.string, lines: placed, lineHeight: lineHeight(of: placedFont),
                                alignment: fraction, boxWidth: widest) { measurer.width(of: $0, in: font) }
    }

    /// The character boundary nearest to window point `point`.
    func characterIndex(at point: Point) -> Int {
        lineGeometry()?.index(at: Point(x: point.x - frame.x, y: point.y - frame.y)) ?? 0
    }
}
