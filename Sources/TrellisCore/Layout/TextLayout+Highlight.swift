/// A selected run of a text is washed in the accent colour under its glyphs.
extension TextLayout {
    /// The selection's light wash of the accent colour, under the glyphs, one rectangle per line.
    func appendHighlight(of selection: TextSelection, to list: inout DisplayList) {
        guard let geometry = lineGeometry() else { return }
        for (index, rectangle) in geometry.rectangles(covering: selection.range).enumerated() {
            if index == selection.highlightIDs.count { selection.highlightIDs.append(GraphicID.next()) }
            list.append(Graphic(id: selection.highlightIDs[index], content: .fill(RGBA(r: 0, g: 122, b: 255, a: 70)),
                                frame: rectangle.offsetBy(dx: frame.x, dy: frame.y), version: 0, clip: nil, opacity: 1))
        }
    }
}
