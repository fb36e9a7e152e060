@_spi(TrellisExtension) import TrellisCore

/// `org.a11y.atspi.Text` for texts, fields and editors, and
/// `org.a11y.atspi.EditableText` for fields, which edit through the same
/// change typing makes.
extension ATSPIBridge {
    /// Whether `node` has text a reader reads by characters, words and lines.
    static func hasText(_ node: AccessibilityNode) -> Bool {
        switch node.role {
        case .label, .heading, .entry, .passwordText, .text: true
        default: false
        }
    }

    /// The text of `node`: a field's contents (none for a password), else what it shows.
    static func text(of node: AccessibilityNode) -> String {
        switch node.role {
        case .entry, .text: node.value ?? ""
        case .passwordText: ""
        default: hasText(node) ? node.name : ""
        }
    }

    func textAnswer(_ request: BusRequest, _ node: AccessibilityNode) -> BusAnswer {
        let units = ATSPITextUnits(Self.text(of: node))
        let offset = request.int(0) ?? 0
        func piece(_ found: (text: String, range: Range<Int>)) -> BusAnswer {
            .reply([.string(found.text), .int32(Int32(found.range.lowerBound)), .int32(Int32(found.range.upperBound))])
        }
        switch request.member {
        case "GetText":
            return .string(units.text(from: offset, to: request.int(1) ?? -1))
        case "GetCharacterAtOffset":
            return .int(units.scalars.indices.contains(offset) ? Int(units.scalars[offset].value) : 0)
        case "GetStringAtOffset":
            return piece(units.unit(ATSPITextUnits.Unit(rawValue: request.uint(1) ?? 0) ?? .character, at: offset))
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let step = request.member == "GetTextBeforeOffset" ? -1 : request.member == "GetTextAfterOffset" ? 1 : 0
            return piece(units.unit(ATSPITextUnits.Unit(boundary: request.uint(1) ?? 0), at: offset, step: step))
        case "GetNSelections":
            return .int(node.selectedRange.map { $0.isEmpty ? 0 : 1 } ?? 0)
        case "GetSelection":
            guard let range = node.selectedRange, !range.isEmpty, offset == 0 else { return .reply([.int32(0), .int32(0)]) }
            return .reply([.int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))])
        case "GetAttributes", "GetAttributeRun", "GetDefaultAttributes", "GetDefaultAttributeSet", "GetAttributeValue":
            return textAttributeAnswer(request, node, count: units.scalars.count)
        case "GetCharacterExtents", "GetRangeExtents":
            // Where the glyphs are, for a text that drew them; else the whole box.
            let isRange = request.member == "GetRangeExtents"
            let range = offset..<max(isRange ? request.int(1) ?? offset : offset + 1, offset)
            let covering = node.rectangles(ofScalars: range).map { $0.dropFirst().reduce($0[0]) { $0.union($1) } } ?? node.frame
            let box = extents(of: covering, inside: node, in: request.uint(isRange ? 2 : 1) ?? 0)
            return .reply([.int32(box.x), .int32(box.y), .int32(box.width), .int32(box.height)])
        case "GetOffsetAtPoint":
            guard let x = request.int(0), let y = request.int(1),
                  let point = windowPoint(x: Int32(clamping: x), y: Int32(clamping: y), around: node, in: request.uint(2) ?? 0),
                  node.frame.contains(point), let found = node.scalarOffset(at: point) else { return .int(-1) }
            return .int(found)
        case "GetBoundedRanges":
            return .reply([.array(element: "(iisv)", [])])
        case "SetCaretOffset", "AddSelection", "RemoveSelection", "SetSelection":
            // A text has one selection at most, as a field's is: adding one replaces it.
            let count = units.scalars.count
            func clamp(_ value: Int?) -> Int { min(max(value ?? 0, 0), count) }
            let range: Range<Int>
            switch request.member {
            case "SetCaretOffset": range = clamp(request.int(0))..<clamp(request.int(0))
            case "AddSelection": range = clamp(request.int(0))..<max(clamp(request.int(1)), clamp(request.int(0)))
            case "SetSelection":
                guard request.int(0) == 0 else { return .bool(false) }
                range = clamp(request.int(1))..<max(clamp(request.int(2)), clamp(request.int(1)))
            default:
                guard request.int(0) == 0, let caret = node.caretOffset else { return .bool(false) }
                range = caret..<caret
            }
            guard let window = objects.window(of: node) else { return .bool(false) }
            window.driver.deliverPendingInput()
            return .bool(node.select(scalars: range))
        case "ScrollSubstringTo", "ScrollSubstringToPoint":
            return .bool(false)
        default:
            return .unknown
        }
    }

    func editableTextAnswer(_ request: BusRequest, _ node: AccessibilityNode) -> BusAnswer {
        guard node.acceptsText, let window = objects.window(of: node) else { return .bool(false) }
        let units = ATSPITextUnits(Self.text(of: node))
        let count = units.scalars.count
        let replacement: String
        switch request.member {
        case "SetTextContents":
            guard let text = request.string(0) else { return .invalid("SetTextContents takes (s)") }
            replacement = text
        case "InsertText":
            guard let position = request.int(0), let text = request.string(1) else { return .invalid("InsertText takes (isi)") }
            let at = min(max(position, 0), count)
            replacement = units.text(from: 0, to: at) + text + units.text(from: at, to: -1)
        case "DeleteText":
            guard let start = request.int(0), let end = request.int(1) else { return .invalid("DeleteText takes (ii)") }
            let lower = min(max(start, 0), count), upper = min(max(end, lower), count)
            replacement = units.text(from: 0, to: lower) + units.text(from: upper, to: -1)
        case "CopyText", "CutText", "PasteText":
            // The clipboard stays the user's: a reader copies with the keys a person uses.
            return request.member == "CopyText" ? .reply([]) : .bool(false)
        default:
            return .unknown
        }
        window.driver.deliverPendingInput()
        return .bool(node.replaceText(with: replacement))
    }
}
