import Testing
import Trellis
import TrellisTesting

/// The binding is written back by splicing each edit's lines into the text
/// it held; these check it always equals the lines on screen joined.
@MainActor
@Suite struct TextEditorBindingTests {
    @Test func randomEditsKeepTheBindingEqualToTheLinesShown() {
        let draft = EditorDraft(["alpha", "beta", "gamma", "delta", "epsilon", "zeta"].joined(separator: "\n"))
        let host = ViewHost(DraftEditor(draft: draft), width: 1000, height: 800)
        host.step()
        host.press(.tab)
        var generator = SeededGenerator(seed: 2026)
        let letters = Array("abcdefghij")
        for step in 0..<300 {
            let rows = host.texts
            // Lines stay short and few enough to be one row each, all on screen, and never empty
            // (an empty line draws no text, so the rows would not show it).
            switch Int.random(in: 0..<10, using: &generator) {
            case 0 where rows.count < 30:
                host.press(.end)
                host.press(.enter)
                host.type(String(letters.randomElement(using: &generator)!))
            case 1:
                host.press(.home)
                host.press(.backspace)
            case 2: host.press(.up)
            case 3: host.press(.down)
            case 4: host.press(.home, modifiers: .control)
            case 5: host.press(.end, modifiers: .control)
            case 6: host.press(Key.character("z"), modifiers: .control)
            case 7: host.press(Key.character("z"), modifiers: [.control, .shift])
            default:
                if rows.allSatisfy({ $0.count < 60 }) { host.type(String(letters.randomElement(using: &generator)!)) }
            }
            // An undone letter can leave an empty line, which draws no text: compare the lines that do.
            let lines = draft.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.filter { !$0.isEmpty }.map(String.init) == host.texts, "after step \(step)")
            if step % 50 == 49 {
                // The binding's text, shown afresh, puts every line where the edited editor has it.
                let fresh = ViewHost(DraftEditor(draft: EditorDraft(draft.text)), width: 1000, height: 800)
                fresh.step()
                #expect(fresh.texts == host.texts)
                for text in Set(host.texts) { #expect(fresh.frame(ofText: text) == host.frame(ofText: text), "\(text)") }
            }
        }
    }

    @Test func windowsLineBreaksBecomeNewlinesOnTheFirstEditAndStaySpliced() {
        let draft = EditorDraft("one\r\ntwo\r\nthree")
        let host = ViewHost(DraftEditor(draft: draft), width: 1000, height: 800)
        host.step()
        host.press(.tab)
        host.press(.end, modifiers: .control)
        host.type("!")
        #expect(draft.text == "one\ntwo\nthree!")
        host.press(.home, modifiers: .control)
        host.type(">")
        #expect(draft.text == ">one\ntwo\nthree!")
    }

    @Test func lineBreaksAnEditDoesNotTouchStayAsTheyWere() {
        // As a Mac's text view keeps them: only the edited line is written anew.
        let draft = EditorDraft("one\rtwo\nthree")
        let host = ViewHost(DraftEditor(draft: draft), width: 1000, height: 800)
        host.step()
        #expect(host.texts == ["one", "two", "three"])
        host.press(.tab)
        host.press(.end, modifiers: .control)
        host.type("!")
        #expect(draft.text == "one\rtwo\nthree!")
    }
}
