@_spi(TrellisExtension) import TrellisCore

/// Colours written as hex, as a colour picker's field shows and reads them.
enum HexColor {
    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque and opacity is shown.
    static func text(of color: RGBA, withOpacity: Bool) -> String {
        var channels = [color.r, color.g, color.b]
        if withOpacity && color.a < 255 { channels.append(color.a) }
        return "#" + channels.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The colour `text` names: `#RGB`, `#RRGGBB` or `#RRGGBBAA`, the `#`
    /// optional, spaces ignored; `nil` when it is none of these.
    static func color(from text: String) -> RGBA? {
        var digits = Substring(text.filter { !$0.isWhitespace })
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [UInt8] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 2)
            guard let byte = UInt8(digits[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return RGBA(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    }
}

extension Color {
    /// The colour with these channels.
    init(channels rgba: RGBA) {
        self.init(red: Double(rgba.r) / 255, green: Double(rgba.g) / 255, blue: Double(rgba.b) / 255,
                  opacity: Double(rgba.a) / 255)
    }
}
