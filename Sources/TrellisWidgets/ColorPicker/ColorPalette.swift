@_spi(TrellisExtension) import TrellisCore

/// The standard colours a colour picker offers: a row of greys, then each of
/// the system hues in a light tint, itself, and a dark shade, as GTK's
/// palette arranges them in columns.
enum ColorPalette {
    /// The system hues, in the order of the colour wheel.
    static let hues: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

    /// The hues' names, as a screen reader says them.
    private static let hueNames = ["Red", "Orange", "Yellow", "Green", "Mint", "Teal", "Cyan", "Blue", "Indigo", "Purple",
                                   "Pink", "Brown"]

    /// What a screen reader calls the swatch at `row` and `column`, as GTK's
    /// palette names its swatches ("Light Blue") rather than reading a hex code.
    static func name(row: Int, column: Int) -> String {
        guard row > 0 else {
            if column == 0 { return "White" }
            if column == hues.count - 1 { return "Black" }
            let white = 1 - Double(column) / Double(hues.count - 1)
            return "Grey \(Int((white * 100).rounded()))%"
        }
        let hue = hueNames.indices.contains(column) ? hueNames[column] : ""
        switch row {
        case 1: return "Light " + hue
        case 3: return "Dark " + hue
        default: return hue
        }
    }

    /// The palette's rows, each as wide as `hues`.
    static let rows: [[Color]] = [
        (0..<hues.count).map { step in
            let white = 1 - Double(step) / Double(hues.count - 1)
            return Color(red: white, green: white, blue: white)
        },
        hues.map { mixed($0, with: 255, by: 0.5) },
        hues,
        hues.map { mixed($0, with: 0, by: 0.4) },
    ]

    /// `color` (as drawn in the light scheme) moved `fraction` of the way to the grey `level`.
    private static func mixed(_ color: Color, with level: UInt8, by fraction: Double) -> Color {
        let base = color.resolve(in: .light)
        func channel(_ value: UInt8) -> Double {
            (Double(value) + (Double(level) - Double(value)) * fraction) / 255
        }
        return Color(red: channel(base.r), green: channel(base.g), blue: channel(base.b))
    }
}

/// The palette as a grid of swatches; a click chooses one.
///
/// To the keyboard the grid is one Tab stop, the chosen swatch (else the
/// first), as a calendar's days are: the arrow keys move focus between
/// swatches, and Space or Return chooses the focused one, as in GTK's colour
/// chooser, whose swatches are a grid the arrows move through.
struct ColorPaletteGrid: View {
    let chosen: RGBA
    let choose: @MainActor (Color) -> Void
    @Environment(\.colorScheme) private var scheme
    @FocusState private var focusedSwatch: Int?
    /// The swatch the arrow keys last moved to: the Tab stop from then on, so focus can land on it.
    @State private var cursor: Int?

    private static var columns: Int { ColorPalette.hues.count }

    var body: some View {
        let stop = tabStop
        return VStack(spacing: 3) {
            ForEach(ColorPalette.rows.indices, id: \.self) { row in
                HStack(spacing: 3) {
                    ForEach(ColorPalette.rows[row].indices, id: \.self) { column in
                        let index = row * Self.columns + column
                        swatch(ColorPalette.rows[row][column], index: index, isTabStop: index == stop)
                            .focused($focusedSwatch, equals: index)
                    }
                }
            }
        }
    }

    /// The swatch Tab lands on: the one the arrows reached, else the chosen colour's, else the first.
    private var tabStop: Int {
        if let cursor { return cursor }
        let all = ColorPalette.rows.flatMap { $0 }
        return all.firstIndex { $0.resolve(in: scheme) == chosen } ?? 0
    }

    private func swatch(_ color: Color, index: Int, isTabStop: Bool) -> some View {
        let resolved = color.resolve(in: scheme)
        let isChosen = resolved == chosen
        let step: @MainActor (Key) -> Bool = { key in move(index, key) }
        return RoundedRectangle(cornerRadius: 3)
            .fill(color)
            .overlay(RoundedRectangle(cornerRadius: 3).stroke(Color.fieldBorder))
            .frame(width: 20, height: 20)
            .padding(2)
            .overlay(RoundedRectangle(cornerRadius: 4).stroke(isChosen ? Color.accentColor : Color.clear, lineWidth: 2))
            .modifier(InteractionModifier { [choose] interaction in
                interaction.cursor = .pointingHand
                interaction.isFocusable = true
                interaction.isTabStop = isTabStop
                interaction.onTap = { _ in choose(color) }
                interaction.onKey = { key, held in held.isEmpty && step(key) }
                // One of a set of which one is chosen, as GTK's `GtkColorSwatch` is (a radio,
                // checked when selected), named by its colour with its hex value as the value.
                interaction.accessibility = {
                    ControlAccessibility(role: .radioButton, name: ColorPalette.name(row: index / Self.columns, column: index % Self.columns),
                                         value: HexColor.text(of: resolved, withOpacity: false), checked: isChosen)
                }
            })
    }

    /// Moves focus from the swatch at `index` as an arrow key asks, stopping at the edges.
    private func move(_ index: Int, _ key: Key) -> Bool {
        let columns = Self.columns, rows = ColorPalette.rows.count
        var row = index / columns, column = index % columns
        switch key {
        case .left: column = max(column - 1, 0)
        case .right: column = min(column + 1, columns - 1)
        case .up: row = max(row - 1, 0)
        case .down: row = min(row + 1, rows - 1)
        default: return false
        }
        cursor = row * columns + column
        focusedSwatch = cursor
        return true
    }
}
