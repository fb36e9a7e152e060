@_spi(TrellisExtension) import TrellisCore

/// An editable line of text bound to a string.
///
/// It takes focus by click or Tab; arrows, Home and End move the caret (with
/// Shift they select), the mouse selects by dragging, Backspace and Delete
/// delete, Ctrl-A/C/X/V select all, copy, cut and paste, Enter runs
/// `onSubmit`, and Escape leaves the field.
///
/// Its outline comes from the text field style in the environment
/// (`.textFieldStyle(_:)`): a rounded border unless one is set.
public struct TextField<Label: View>: View {
    let placeholder: String
    @Binding var text: String
    let isSecure: Bool
    let label: Label
    /// The outline this field draws itself; `nil` asks the style in the environment.
    var chrome: FieldChrome?
    /// The field that edits a formatted value, for `TextField(_:value:format:)`; it shows instead.
    var valueField: AnyView?
    /// Whether the placeholder is only the title repeated: a form shows the
    /// title as the label instead, and leaves the field empty.
    var placeholderIsTitle = false
    @State private var editing = TextEditing()
    @State private var isFocused = false
    @Environment(\.submitAction) private var submit
    @Environment(\.textFieldStyleStack) private var styles
    @Environment(\.clipboard) private var clipboard
    @Environment(\.formRowLook) private var formLook
    @Environment(\.controlLabelsHidden) private var labelsHidden
    @Environment(\.escapeClearsField) private var escapeClears

    init(placeholder: String, text: Binding<String>, isSecure: Bool, label: Label, chrome: FieldChrome? = nil) {
        self.placeholder = placeholder
        _text = text
        self.isSecure = isSecure
        self.label = label
        self.chrome = chrome
    }

    /// A field labelled by `label`, showing `prompt` while `text` is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt?.content ?? "", text: text, isSecure: false, label: label())
    }

    /// The field, drawn by the text field style in effect; in a form, its
    /// title is the label in the form's label column, as on a Mac.
    public var body: some View {
        if let formLook, chrome == nil, Label.self != EmptyView.self, !labelsHidden {
            FormRow(look: formLook) { label } content: { styledField(placeholder: placeholderIsTitle ? "" : placeholder) }
        } else {
            styledField(placeholder: placeholder)
        }
    }

    @ViewBuilder private func styledField(placeholder: String) -> some View {
        if let valueField {
            valueField
        } else if let chrome {
            field(chrome)
        } else {
            let configuration = TextField<_TextFieldStyleLabel>(
                placeholder: placeholder, text: $text, isSecure: isSecure, label: _TextFieldStyleLabel(label), chrome: .plain)
            StyleBody.make(styles.style(outside: nil)?.style ?? DefaultTextFieldStyle(), configuration)
        }
    }

    private var current: TextEditing {
        var state = editing
        state.reset(to: text)
        return state
    }

    /// The field with `chrome`, responding to the pointer and the keyboard.
    private func field(_ chrome: FieldChrome) -> some View {
        TextEditorView(editing: current, placeholder: placeholder, isSecure: isSecure, isFocused: isFocused, chrome: chrome)
            .modifier(InteractionModifier { [_editing, _text, _isFocused, submit, clipboard, isSecure, escapeClears, placeholder] interaction in
                let edit: @MainActor (_ change: (inout TextEditing) -> Void) -> Void = { change in
                    var state = _editing.wrappedValue
                    state.reset(to: _text.wrappedValue)
                    change(&state)
                    _editing.wrappedValue = state
                    if state.text != _text.wrappedValue { _text.wrappedValue = state.text }
                }
                let offset: @MainActor (Double) -> Int? = { [unowned interaction] x in
                    (interaction.layout?.children.first as? TextEditorLayout)?.utf8Offset(atX: x)
                }
                interaction.isFocusable = true
                interaction.acceptsText = true
                interaction.cursor = .iBeam
                // A secure field's text is never read out, as GTK's password text gives none.
                let select = isSecure ? nil : TextFieldKeys.selecting(through: edit)
                interaction.accessibility = {
                    ControlAccessibility(role: isSecure ? .passwordText : .entry, name: placeholder,
                                         value: isSecure ? nil : _text.wrappedValue, editable: true, tapAction: nil,
                                         caret: isSecure ? nil : _editing.wrappedValue.scalarCaret(in: _text.wrappedValue),
                                         replaceText: { text in edit { $0.selectAll(); $0.insert(TextFieldKeys.singleLine(text)) } },
                                         select: select)
                }
                // Focus by Tab or `@FocusState` selects the whole text, so typing replaces it, as
                // an NSTextField does; a click leaves the caret where it lands.
                interaction.onFocusChange = { [unowned interaction] focused in
                    _isFocused.wrappedValue = focused
                    if focused, !interaction.isFocusedByPointer { edit { $0.selectAll() } }
                }
                // A double-click selects a word (the whole of a secure field), a triple-click everything.
                interaction.onTap = { taps in
                    if taps == 2 { edit { isSecure ? $0.selectAll() : $0.selectWord(at: $0.caretIndex) } }
                    if taps >= 3 { edit { $0.selectAll() } }
                }
                interaction.onPressAt = { point in
                    if let position = offset(point.x) { edit { $0.moveCaret(toUTF8Offset: position) } }
                }
                interaction.onDrag = { drag, _ in
                    if let position = offset(drag.location.x) { edit { $0.moveCaret(toUTF8Offset: position, extending: true) } }
                }
                let layout: @MainActor () -> TextEditorLayout? = { [unowned interaction] in
                    interaction.layout?.children.first as? TextEditorLayout
                }
                interaction.onText = { typed in
                    layout()?.composition = ""
                    edit { $0.insert(TextFieldKeys.singleLine(typed)) }
                }
                interaction.onComposition = { text, start, _ in
                    layout()?.composition = TextFieldKeys.singleLine(text)
                    layout()?.compositionCursor = start
                }
                interaction.onKey = { key, modifiers in
                    if key == .escape {
                        guard escapeClears, !_text.wrappedValue.isEmpty else { return false }
                        edit { $0.selectAll(); $0.insert("") }
                        return true
                    }
                    return TextFieldKeys.handle(key, modifiers, isSecure: isSecure, clipboard: clipboard, submit: submit, edit: edit)
                }
            })
    }
}

extension TextField where Label == Text {
    /// A field showing `placeholder` while `text` is empty.
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.init(placeholder: String(placeholder), text: text, isSecure: false, label: Text(placeholder))
        placeholderIsTitle = true
    }

    init(placeholder: String, text: Binding<String>, isSecure: Bool) {
        self.init(placeholder: placeholder, text: text, isSecure: isSecure, label: Text(placeholder))
    }
}

/// A text field that shows bullets instead of its text, and will not copy it.
public struct SecureField: View {
    let placeholder: String
    @Binding var text: String

    /// A secure field showing `placeholder` while `text` is empty.
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.placeholder = String(placeholder)
        _text = text
    }

    /// The field with its text hidden.
    public var body: some View {
        TextField(placeholder: placeholder, text: $text, isSecure: true)
    }
}

/// What the keys do in a text field.
@MainActor
enum TextFieldKeys {
    /// A field holds one line: line breaks typed or pasted become spaces.
    static func singleLine(_ text: String) -> String {
        text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    }

    static func handle(_ key: Key, _ modifiers: KeyModifiers, isSecure: Bool, clipboard: (any ClipboardStore)?,
                       submit: (@MainActor () -> Void)?,
                       edit: (_ change: (inout TextEditing) -> Void) -> Void) -> Bool {
        let extending = modifiers.contains(.shift)
        let shortcut = modifiers.contains(.control) || modifiers.contains(.command)
        switch key {
        // With Ctrl, by word; a secure field has no words to show, so it goes to its end.
        case .left where shortcut:
            edit { $0.moveCaret(to: isSecure ? $0.text.startIndex : $0.wordBoundary(from: $0.caretIndex, forward: false), extending: extending) }
        case .right where shortcut:
            edit { $0.moveCaret(to: isSecure ? $0.text.endIndex : $0.wordBoundary(from: $0.caretIndex, forward: true), extending: extending) }
        case .backspace where shortcut && !isSecure: edit { $0.deleteWord(forward: false) }
        case .delete where shortcut && !isSecure: edit { $0.deleteWord(forward: true) }
        case .left: edit { $0.moveCaret(by: -1, extending: extending) }
        case .right: edit { $0.moveCaret(by: 1, extending: extending) }
        case .home, .up: edit { $0.moveCaret(to: $0.text.startIndex, extending: extending) }
        case .end, .down: edit { $0.moveCaret(to: $0.text.endIndex, extending: extending) }
        case .backspace: edit { $0.deleteBackward() }
        case .delete: edit { $0.deleteForward() }
        case .enter: submit?()
        case .character(let c) where shortcut:
            switch c.lowercased() {
            case "a": edit { $0.selectAll() }
            case "c": if !isSecure { edit { clipboard?.text = $0.selectedText } }
            case "x":
                if !isSecure {
                    edit {
                        clipboard?.text = $0.selectedText
                        $0.insert("")
                    }
                }
            case "v": if let pasted = clipboard?.text { edit { $0.insert(singleLine(pasted)) } }
            default: return false
            }
        default:
            return false
        }
        return true
    }
}
