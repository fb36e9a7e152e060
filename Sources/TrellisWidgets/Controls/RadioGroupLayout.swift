@_spi(TrellisExtension) import TrellisCore

/// A picker's options as radio buttons, one under another: a circle before
/// each option, filled with the tint and a white dot for the selected one.
extension SegmentedLayout {
    private static let circle = 16.0
    private static let gap = 6.0
    private static let rowSpacing = 6.0

    private func rowHeight(of size: Size) -> Double { max(size.height, Self.circle) }

    func measureRadioGroup(in context: LayoutContext) -> Size {
        var width = 0.0
        var height = 0.0
        for (index, child) in children.enumerated() {
            let size = child.sizeThatFits(.unspecified, in: context)
            width = max(width, Self.circle + Self.gap + size.width)
            height += rowHeight(of: size) + (index > 0 ? Self.rowSpacing : 0)
        }
        return Size(width: width, height: height)
    }

    func placeRadioGroup(in rect: Rect, context: LayoutContext) {
        var y = rect.y
        radioRows = []
        for child in children {
            let size = child.sizeThatFits(.unspecified, in: context)
            let height = rowHeight(of: size)
            child.place(in: Rect(x: rect.x + Self.circle + Self.gap, y: y + (height - size.height) / 2,
                                 width: size.width, height: size.height), context: context)
            radioRows.append(Rect(x: rect.x, y: y, width: rect.width, height: height))
            y += height + Self.rowSpacing
        }
        while radioIDs.count < children.count { radioIDs.append((GraphicID.next(), GraphicID.next())) }
    }

    /// The option whose row (with half the spacing either side) holds `y`.
    func radioOption(atY y: Double) -> Int? {
        guard !radioRows.isEmpty, y.isFinite else { return nil }
        let index = radioRows.firstIndex { y < $0.maxY + Self.rowSpacing / 2 } ?? radioRows.count - 1
        return index
    }

    func appendRadioButtons(to list: inout DisplayList) {
        let selected = indexOfSelection
        let dark = colorScheme == .dark
        for (index, row) in radioRows.enumerated() where index < radioIDs.count {
            let frame = Rect(x: row.x, y: row.y + (row.height - Self.circle) / 2, width: Self.circle, height: Self.circle)
            let ring = Path { $0.addEllipse(in: Rect(x: 0.5, y: 0.5, width: Self.circle - 1, height: Self.circle - 1)) }
            let isOn = index == selected
            if isOn {
                list.append(Graphic(id: radioIDs[index].circle, content: .shape(ring, .fill(tint)), frame: frame,
                                    version: 1, clip: nil, opacity: 1))
                let dot = Rect(x: frame.x + 5, y: frame.y + 5, width: 6, height: 6)
                list.append(Graphic(id: radioIDs[index].dot,
                                    content: .shape(Path { $0.addEllipse(in: Rect(origin: .zero, size: dot.size)) },
                                                    .fill(RGBA(r: 255, g: 255, b: 255))),
                                    frame: dot, version: 0, clip: nil, opacity: 1))
            } else {
                let face = dark ? RGBA(r: 58, g: 58, b: 60) : RGBA(r: 255, g: 255, b: 255)
                let edge = dark ? RGBA(r: 255, g: 255, b: 255, a: 60) : RGBA(r: 0, g: 0, b: 0, a: 70)
                list.append(Graphic(id: radioIDs[index].circle, content: .shape(ring, .fill(face)), frame: frame,
                                    version: dark ? 3 : 2, clip: nil, opacity: 1))
                list.append(Graphic(id: radioIDs[index].dot, content: .shape(ring, .stroke(edge, lineWidth: 1)), frame: frame,
                                    version: dark ? 5 : 4, clip: nil, opacity: 1))
            }
        }
    }
}
