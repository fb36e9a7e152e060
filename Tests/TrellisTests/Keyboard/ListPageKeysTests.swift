import Testing
import Trellis
import TrellisTesting

/// Issue 62, keyboard alone: the keys a Mac list (an NSTableView) answers
/// beyond the arrows. Apple's keyboard conventions: Home "scroll to the
/// beginning of a document", End to its end, Page Up and Page Down by a page,
/// none of them moving the selection; NSTableView's `allowsTypeSelect` (on by
/// default) selects the row whose text starts with what is typed.
@MainActor @Suite struct ListPageKeysTests {
    struct Rows: View {
        let names: [String]
        @State private var selection: String?

        var body: some View {
            VStack(spacing: 0) {
                List(names, id: \.self, selection: $selection) { Text($0) }
                Text("selected \(selection ?? "none")")
            }
        }
    }

    static func host(_ names: [String]) -> ViewHost<Rows> {
        let host = ViewHost(Rows(names: names), width: 300, height: 240)
        host.step()
        return host
    }

    @Test func homeEndAndThePageKeysScrollWithoutSelecting() throws {
        let host = Self.host((1...100).map { "Row \($0)" })
        host.click(text: "Row 2")
        #expect(host.frame(ofText: "selected Row 2") != nil)
        host.press(.end)
        #expect(host.frame(ofText: "Row 100") != nil && host.frame(ofText: "Row 2") == nil, "\(host.texts)")
        host.press(.home)
        let top = try #require(host.frame(ofText: "Row 1"))
        host.press(.pageDown)
        #expect(host.frame(ofText: "Row 1") == nil)
        // A page less a row: the last row in sight before stays in sight at the top.
        let visible = host.texts.filter { $0.hasPrefix("Row ") }
        let firstShown = try #require(visible.compactMap { Int($0.dropFirst(4)) }.min())
        #expect(firstShown > 3 && firstShown < 12, "\(visible)")
        host.press(.pageUp)
        #expect(host.frame(ofText: "Row 1") == top)
        #expect(host.frame(ofText: "selected Row 2") != nil, "the selection stayed")
    }

    @Test func typingSelectsTheRowItsTextStartsWith() throws {
        let host = Self.host(["Apple", "Banana", "Blueberry", "Cherry", "Élan"])
        host.click(text: "Apple")
        host.press(.character("b"))
        #expect(host.frame(ofText: "selected Banana") != nil, "\(host.texts)")
        host.press(.character("l"))
        #expect(host.frame(ofText: "selected Blueberry") != nil, "\(host.texts)")
        // No row starts with "blx": the selection stays, and the key is the list's.
        host.press(.character("x"))
        #expect(host.frame(ofText: "selected Blueberry") != nil)

        let other = Self.host(["Apple", "Banana", "Cherry", "Élan"])
        other.click(text: "Apple")
        // Case and accents do not matter.
        other.press(.character("E"), modifiers: .shift)
        #expect(other.frame(ofText: "selected Élan") != nil, "\(other.texts)")
    }

    /// NSTableView starts a new type-select search after a pause of about a second
    /// (its keyboard interval); keys typed within it extend the same search. The
    /// pause is read from the window's clock, which the test advances.
    @Test func aPauseStartsANewSearch() {
        let host = Self.host(["Apple", "Banana", "Cherry", "Cranberry"])
        host.click(text: "Apple")
        host.press(.character("c"))
        #expect(host.frame(ofText: "selected Cherry") != nil)
        host.advance(seconds: 0.5)
        // Within the pause: "cr" is Cranberry.
        host.press(.character("r"))
        #expect(host.frame(ofText: "selected Cranberry") != nil, "\(host.texts)")
        host.advance(seconds: 1.5)
        // After it: a new search for "b", not "crb".
        host.press(.character("b"))
        #expect(host.frame(ofText: "selected Banana") != nil, "\(host.texts)")
    }
}
