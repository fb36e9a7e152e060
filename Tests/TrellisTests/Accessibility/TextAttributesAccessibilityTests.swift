import Testing
import Trellis
@testable import TrellisSDL
import TrellisTesting

/// How a text's characters are drawn, as a reader asks through AT-SPI's Text
/// interface (`GetAttributes`, `GetDefaultAttributes`; Orca reads them with
/// Insert+F). The names and the forms of the values are GTK 4's
/// (`GTK_ACCESSIBLE_ATTRIBUTE_*`, gtkaccessibletext.h): `family-name`, `size`
/// in points, `weight` as a number, `style`, and `fg-color` as "r,g,b" with
/// 8-bit channels.
@MainActor @Suite struct TextAttributesAccessibilityTests {
    private struct Styled: View {
        @State private var note = "Draft"
        @State private var body2 = "Long text"
        var body: some View {
            VStack(alignment: .leading) {
                Text("Plain")
                Text("Loud").font(.title.bold()).foregroundStyle(Color(red: 1, green: 0, blue: 0)).underline()
                Text("Quiet").italic().strikethrough()
                Text("Centred").multilineTextAlignment(.center)
                TextField("Note", text: $note).font(.system(size: 17, design: .monospaced))
                TextEditor(text: $body2).frame(width: 200, height: 60)
                Button("Press") {}
            }
        }
    }

    private func host() -> ViewHost<Styled> {
        let host = ViewHost(Styled(), width: 400, height: 400)
        host.step()
        return host
    }

    @Test func aTextTellsItsFontColourAndLines() throws {
        let host = host()
        let plain = try #require(host.accessibilityElement(role: .label, name: "Plain")?.textAttributes)
        #expect(plain.font.size == Font.body.size && plain.font.weight == .regular && !plain.font.isItalic)
        #expect(!plain.isUnderlined && !plain.isStruckThrough && plain.alignment == .leading)
        let loud = try #require(host.accessibilityElement(role: .label, name: "Loud")?.textAttributes)
        #expect(loud.font.size == Font.title.size && loud.font.weight == .bold)
        #expect(loud.color == RGBA(r: 255, g: 0, b: 0) && loud.isUnderlined && !loud.isStruckThrough)
        let quiet = try #require(host.accessibilityElement(role: .label, name: "Quiet")?.textAttributes)
        #expect(quiet.font.isItalic && quiet.isStruckThrough && !quiet.isUnderlined)
    }

    @Test func fieldsAndEditorsTellTheFontTheirTextIsDrawnIn() throws {
        let host = host()
        let field = try #require(host.accessibilityElement(role: .entry)?.textAttributes)
        #expect(field.font.size == 17 && field.font.design == .monospaced)
        let editor = try #require(host.accessibilityElement(role: .text)?.textAttributes)
        #expect(editor.font.size == Font.body.size)
        #expect(host.accessibilityElement(role: .pushButton, name: "Press")?.textAttributes == nil,
                "a button is read by its name, not by characters")
    }

    @Test func theBridgeSendsThemAsGTKNamesThem() throws {
        let host = host()
        let loud = try #require(host.accessibilityElement(role: .label, name: "Loud"))
        let sent = Dictionary(uniqueKeysWithValues: ATSPIBridge.textAttributes(of: loud))
        #expect(sent["weight"] == "700" && sent["style"] == "normal")
        #expect(sent["fg-color"] == "255,0,0" && sent["underline"] == "single" && sent["strikethrough"] == "false")
        #expect(sent["size"] == String(Int(Font.title.size)))
        #expect(sent["family-name"]?.isEmpty == false, "fontconfig names the face the text is drawn in")
        #expect(sent["editable"] == "false")
        let centred = try #require(host.accessibilityElement(role: .label, name: "Centred"))
        #expect(Dictionary(uniqueKeysWithValues: ATSPIBridge.textAttributes(of: centred))["justification"] == "center")
        let field = try #require(host.accessibilityElement(role: .entry))
        #expect(Dictionary(uniqueKeysWithValues: ATSPIBridge.textAttributes(of: field))["editable"] == "true")
    }

    @Test func aChangedColourIsToldInTheNextTree() throws {
        struct Recoloured: View {
            @State private var warning = false
            var body: some View {
                VStack {
                    Text("Status").foregroundStyle(warning ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 0))
                    Button("Warn") { warning = true }
                }
            }
        }
        let host = ViewHost(Recoloured(), width: 200, height: 100)
        host.step()
        #expect(host.accessibilityElement(role: .label, name: "Status")?.textAttributes?.color == RGBA(r: 0, g: 0, b: 0))
        host.click(text: "Warn")
        host.step()
        #expect(host.accessibilityElement(role: .label, name: "Status")?.textAttributes?.color == RGBA(r: 255, g: 0, b: 0))
    }
}

/// A `TextField(value:format:)` whose text does not parse is an invalid
/// entry (AT-SPI's `ATSPI_STATE_INVALID_ENTRY`): SwiftUI drops such text on
/// Enter or when focus leaves, so a reader hears it before it is lost.
@MainActor @Suite struct InvalidEntryAccessibilityTests {
    private struct Quantity: View {
        @State private var count = 5
        var body: some View {
            VStack {
                TextField("Count", value: $count, format: .number).frame(width: 200)
                Text("Count is \(count)")
            }
        }
    }

    @Test func textThatDoesNotParseIsAnInvalidEntryUntilItIsDropped() throws {
        let host = ViewHost(Quantity(), width: 300, height: 200)
        host.step()
        #expect(host.accessibilityElement(role: .entry)?.states.contains(.invalidEntry) == false)
        host.click(text: "5")
        host.press(.character("a"), modifiers: .control)
        host.type("lots")
        host.step()
        let typed = try #require(host.accessibilityElement(role: .entry))
        #expect(typed.states.contains(.invalidEntry) && typed.states.atspiNames.contains("invalid entry"))
        host.press(.character("a"), modifiers: .control)
        host.type("12")
        host.step()
        #expect(host.accessibilityElement(role: .entry)?.states.contains(.invalidEntry) == false, "12 parses")
        // The number style reads the digits a text starts with, so only text with none fails.
        host.press(.character("a"), modifiers: .control)
        host.type("x")
        host.step()
        #expect(host.accessibilityElement(role: .entry)?.states.contains(.invalidEntry) == true)
        host.press(.enter)
        host.step()
        #expect(host.texts.contains("Count is 5"))
        #expect(host.accessibilityElement(role: .entry)?.states.contains(.invalidEntry) == false,
                "Enter dropped the text; the field shows the value again")
        #expect(ATSPIVocabulary.stateWords([.invalidEntry]) == [0, 1 << (36 - 32)], "ATSPI_STATE_INVALID_ENTRY is 36")
    }
}
