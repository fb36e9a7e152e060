@_spi(TrellisExtension) import TrellisCore

/// The standard colours a colour picker offers: a row of greys, then each of
/// the system hues in a light tint, itself, and a dark shade, as GTK's
/// palette arranges them in columns.
enum ColorPalette {
    /// The system hues, in the order of the colour wheel.
    static let hues: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

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
struct ColorPaletteGrid: View {
    let chosen: RGBA
    let choose: @MainActor (Color) -> Void
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        VStack(spacing: 3) {
            ForEach(ColorPalette.rows.indices, id: \.self) { row in
                HStack(spacing: 3) {
                    ForEach(ColorPalette.rows[row].indices, id: \.self) { column in
                        swatch(ColorPalette.rows[row][column])
                    }
                }
            }
        }
    }

    private func swatch(_ color: Color) -> some View {
        let isChosen = color.resolve(in: scheme) == chosen
        return RoundedRectangle(cornerRadius: 3)
            .fill(color)
            .overlay(RoundedRectangle(cornerRadius: 3).stroke(Color.fieldBorder))
            .frame(width: 20, height: 20)
            .padding(2)
            .overlay(RoundedRectangle(cornerRadius: 4).stroke(isChosen ? Color.accentColor : Color.clear, lineWidth: 2))
            .modifier(InteractionModifier { [choose] interaction in
                interaction.cursor = .pointingHand
                interaction.onTap = { _ in choose(color) }
            })
    }
}
