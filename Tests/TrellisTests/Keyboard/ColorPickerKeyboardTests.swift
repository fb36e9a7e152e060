import Testing
import Trellis
import TrellisTesting

private struct Swatches: View {
    @State var color = Color.white
    var body: some View {
        VStack(alignment: .leading) {
            Button("Before") {}
            ColorPicker("Accent", selection: $color)
            Text(HexName.of(color))
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private enum HexName {
    @MainActor static func of(_ color: Color) -> String {
        let rgba = color.resolve(in: .light)
        return "Chosen \(rgba.r) \(rgba.g) \(rgba.b)"
    }
}

/// The colour picker from the keyboard alone. GTK's colour chooser is a grid
/// of swatches that the arrow keys move through and Space or Return picks;
/// so is this picker's palette, entered with one Tab stop, as a calendar is.
@MainActor @Suite struct ColorPickerKeyboardTests {
    private func focused(_ host: ViewHost<Swatches>) -> AccessibilityNode? {
        host.accessibilityTree.allNodes.first { $0.states.contains(.focused) && $0.role != .frame }
    }

    @Test func tabSpaceArrowsAndReturnChooseAColour() throws {
        let host = ViewHost(Swatches(), width: 500, height: 400)
        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        host.advance(seconds: 0.5)
        #expect(host.texts.contains("Hex"), "Space on the well opens the panel: \(host.texts)")
        // The chosen colour, white, is the first swatch: the panel's first control.
        #expect(focused(host)?.name == "White", "focus starts on the chosen swatch: \(String(describing: focused(host)?.name))")
        #expect(focused(host)?.value == "#FFFFFF")
        host.press(.down)
        host.press(.down)
        host.press(.right)
        #expect(focused(host)?.name == "Orange", "Down, Down, Right is the third row's orange")
        #expect(focused(host)?.value == HexName.hex(of: .orange))
        host.press(.enter)
        host.advance(seconds: 0.5)
        #expect(!host.texts.contains("Hex"), "choosing closes the panel")
        #expect(host.texts.contains(HexName.of(.orange)), "\(host.texts)")
    }

    @Test func tabGoesFromThePaletteToTheHexField() throws {
        let host = ViewHost(Swatches(), width: 500, height: 400)
        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        host.advance(seconds: 0.5)
        host.press(.tab)
        #expect(focused(host)?.role == .entry, "one Tab leaves the grid for the hex field: \(String(describing: focused(host)?.role))")
    }
}

extension HexName {
    @MainActor static func hex(of color: Color) -> String {
        let rgba = color.resolve(in: .light)
        func two(_ value: UInt8) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + two(rgba.r) + two(rgba.g) + two(rgba.b)
    }
}
