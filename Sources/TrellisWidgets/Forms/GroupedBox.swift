@_spi(TrellisExtension) import TrellisCore

/// The rounded box a grouped form draws behind a run of rows, with a
/// separator between each two, as its sections and loose rows have.
@MainActor
package final class GroupedBox {
    private let ids = (box: GraphicID.next(), outline: GraphicID.next())
    private var separatorIDs: [GraphicID] = []

    /// How far rows, and the separators' ends, stand in from the box's sides.
    package static let inset = 12.0
    /// The least height of a row in a box, so a row of text is as tall as a row with a switch.
    package static let rowHeight = 38.0
    /// The space above and below a row's content.
    package static let rowPadding = 7.0
    private static let cornerRadius = 8.0

    /// The box: white on the light grey of the form, a step lighter than the window in dark mode.
    private static let fill = Color(storage: .scheme(light: RGBA(r: 255, g: 255, b: 255), dark: RGBA(r: 44, g: 44, b: 46)))
    private static let outline = Color(storage: .scheme(light: RGBA(r: 0, g: 0, b: 0, a: 24), dark: RGBA(r: 255, g: 255, b: 255, a: 22)))

    package init() {}

    /// Draws the box at `frame` (in window coordinates) and separators at `separators`, offsets from its top.
    package func append(frame: Rect, separators: [Double], colorScheme: ColorScheme, to list: inout DisplayList) {
        let shape = Path { $0.addRoundedRect(in: Rect(origin: .zero, size: frame.size), cornerRadius: Self.cornerRadius) }
        let version = colorScheme == .dark ? 1 : 0
        list.append(Graphic(id: ids.box, content: .shape(shape, .fill(Self.fill.resolve(in: colorScheme))),
                            frame: frame, version: version, clip: nil, opacity: 1))
        list.append(Graphic(id: ids.outline, content: .shape(shape, .stroke(Self.outline.resolve(in: colorScheme), lineWidth: 1)),
                            frame: frame, version: version, clip: nil, opacity: 1))
        while separatorIDs.count < separators.count { separatorIDs.append(GraphicID.next()) }
        for (id, offset) in zip(separatorIDs, separators) {
            let line = Rect(x: frame.x + Self.inset, y: frame.y + offset, width: max(frame.width - 2 * Self.inset, 0), height: 1)
            list.append(Graphic(id: id, content: .fill(Self.outline.resolve(in: colorScheme)), frame: line,
                                version: 0, clip: nil, opacity: 1))
        }
    }
}
