@_spi(TrellisExtension) import TrellisCore

// The engine ticks every focused layout whose caret blinks (`CaretBlinking`);
// the text field's and the text editor's layouts are the two that have one.
extension TextEditorLayout: CaretBlinking {}
extension MultilineTextLayout: CaretBlinking {}
