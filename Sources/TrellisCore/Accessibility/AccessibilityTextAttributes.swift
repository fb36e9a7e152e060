/// How a text object's characters are drawn, as a reader asks for them (AT-SPI's
/// text attributes, which Orca reads with Insert+F): the face, size, weight,
/// slant and colour, and any line under or through them.
///
/// Every Trellis text is drawn in one style, so these hold for all its characters.
public struct AccessibilityTextAttributes: Hashable, Sendable {
    /// The face, size, weight and slant.
    public var font: Font
    /// The colour of the glyphs.
    public var color: RGBA
    /// Whether a line runs under the glyphs.
    public var isUnderlined: Bool
    /// Whether a line runs through the glyphs.
    public var isStruckThrough: Bool
    /// How the lines line up.
    public var alignment: TextAlignment

    /// The attributes of a text drawn with `font` and `color`, with no lines and leading aligned.
    package init(font: Font, color: RGBA, isUnderlined: Bool = false, isStruckThrough: Bool = false,
                 alignment: TextAlignment = .leading) {
        self.font = font
        self.color = color
        self.isUnderlined = isUnderlined
        self.isStruckThrough = isStruckThrough
        self.alignment = alignment
    }
}

/// A layout that draws the characters of the accessible object it belongs
/// to: a text, or the text inside a field or an editor.
@MainActor
package protocol AccessibleTextDrawing: AnyObject {
    /// How its characters are drawn now.
    var accessibilityTextAttributes: AccessibilityTextAttributes { get }
}

extension AccessibilityNode {
    /// How this object's characters are drawn, for the objects a reader reads
    /// by characters (texts, headings, fields, editors); nil for the others,
    /// and for an object whose characters no layout draws.
    ///
    /// Worked out when asked, from the layout that draws the characters now,
    /// so a tree nobody asks about pays nothing for it.
    public var textAttributes: AccessibilityTextAttributes? {
        switch role {
        case .label, .heading, .entry, .passwordText, .text: break
        default: return nil
        }
        guard let source else { return nil }
        return Self.firstTextDrawing(in: source)?.accessibilityTextAttributes
    }

    /// The first layout at or inside `node` that draws text: a text draws its
    /// own; a field's text is drawn by a layout within the control.
    private static func firstTextDrawing(in node: LayoutNode) -> AccessibleTextDrawing? {
        if let drawing = node as? AccessibleTextDrawing { return drawing }
        for child in node.children {
            if let found = firstTextDrawing(in: child) { return found }
        }
        return nil
    }
}

extension TextLayout: AccessibleTextDrawing {
    /// The run's face, colour, lines and alignment.
    package var accessibilityTextAttributes: AccessibilityTextAttributes {
        AccessibilityTextAttributes(font: run.font, color: run.color, isUnderlined: run.underline != nil,
                                    isStruckThrough: run.strikethrough != nil, alignment: run.alignment)
    }
}
