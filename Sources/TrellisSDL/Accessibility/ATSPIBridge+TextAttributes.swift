@_spi(TrellisExtension) import TrellisCore

/// AT-SPI's text attributes: how a text's characters are drawn, named as GTK
/// names them (`family-name`, `size` in points, `weight` as a CSS number,
/// `style`, `fg-color` as "r,g,b" in 0–255, `underline`, `strikethrough`,
/// `justification`, `editable`). A Trellis text is drawn in one style, so one
/// run covers all its characters and it holds the defaults.
extension ATSPIBridge {
    static func textAttributes(of node: AccessibilityNode) -> [(String, String)] {
        guard let look = node.textAttributes else { return [] }
        var found: [(String, String)] = []
        if let family = FontLibrary.familyName(for: look.font) { found.append(("family-name", family)) }
        found.append(("size", Self.points(look.font.size)))
        found.append(("weight", String(look.font.weight.rawValue)))
        found.append(("style", look.font.isItalic ? "italic" : "normal"))
        found.append(("fg-color", "\(look.color.r),\(look.color.g),\(look.color.b)"))
        found.append(("underline", look.isUnderlined ? "single" : "none"))
        found.append(("strikethrough", look.isStruckThrough ? "true" : "false"))
        let justification = switch look.alignment {
        case .leading: "left"
        case .center: "center"
        case .trailing: "right"
        }
        found.append(("justification", justification))
        found.append(("editable", node.states.contains(.editable) ? "true" : "false"))
        found.append(("invisible", "false"))
        return found
    }

    /// A size as GTK writes it: a whole number without a fraction.
    private static func points(_ size: Double) -> String {
        size == size.rounded() ? String(Int(size)) : String(size)
    }

    /// Answers the Text interface's attribute methods for `node`, whose text has `count` scalars.
    func textAttributeAnswer(_ request: BusRequest, _ node: AccessibilityNode, count: Int) -> BusAnswer {
        let attributes = Self.textAttributes(of: node)
        switch request.member {
        case "GetAttributes", "GetAttributeRun":
            // The run is the whole text; a run with no defaults asked for differs from them in nothing.
            let withDefaults = request.member == "GetAttributes" || request.bool(1) == true
            return .reply([.strings(withDefaults ? attributes : []), .int32(0), .int32(Int32(count))])
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return .reply([.strings(attributes)])
        case "GetAttributeValue":
            let name = request.string(1) ?? ""
            return .string(attributes.first { $0.0 == name }?.1 ?? "")
        default:
            return .unknown
        }
    }
}
