@_spi(TrellisExtension) import TrellisCore

// A field's or an editor's characters are drawn by these layouts inside the
// control, which a reader asks how they look (AT-SPI's text attributes).

extension TextEditorLayout: AccessibleTextDrawing {
    /// The field's font and text colour; a placeholder's grey is not the text's.
    package var accessibilityTextAttributes: AccessibilityTextAttributes {
        AccessibilityTextAttributes(font: font, color: textColor)
    }
}

extension MultilineTextLayout: AccessibleTextDrawing {
    /// The editor's font and text colour.
    package var accessibilityTextAttributes: AccessibilityTextAttributes {
        AccessibilityTextAttributes(font: font, color: textColor)
    }
}
