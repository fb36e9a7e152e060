import Testing
import Trellis
@testable import TrellisSDL
@testable import TrellisTesting

@MainActor @Observable private final class Rows {
    var names = (0..<100).map { "Row \($0)" }
}

private struct RowsView: View {
    let model: Rows
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(model.names.indices, id: \.self) { Text(model.names[$0]) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// The parts of the AT-SPI bridge that need no bus: numbering objects the same
/// from one tree to the next, the registry's spelling of event names, reading
/// text by words and lines, and the state set's bits.
@MainActor
@Suite struct ATSPIPartsTests {
    struct Settings: View {
        @State var showsMore = false
        var body: some View {
            VStack {
                Text("Title")
                Toggle("More", isOn: $showsMore)
                if showsMore { Button("Extra") {} }
            }
        }
    }

    struct Toolbar: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("Count \(count)")
                Menu("File") {
                    Button("Open") { count += 1 }
                    Menu("Recent") { Button("Notes.txt") {} }
                }
            }
        }
    }

    private func window<Content: View>(_ host: ViewHost<Content>) -> ATSPIObjects.Window {
        ATSPIObjects.Window(windowID: 1, root: host.pipeline.driver.accessibilityTree(), driver: host.pipeline.driver,
                            origin: (0, 0), scale: 1, isActive: true)
    }

    @Test func objectsKeepTheirPathsWhileTheirViewsStay() throws {
        let host = ViewHost(Settings(), width: 300, height: 200)
        host.step()
        let objects = ATSPIObjects()
        objects.replace(with: [window(host)])
        let title = try #require(objects.windows[0].root.first(role: .label, name: "Title"))
        let toggle = try #require(objects.windows[0].root.first(role: .toggleButton, name: "More"))
        let titlePath = objects.path(of: title), togglePath = objects.path(of: toggle)
        #expect(titlePath != togglePath && titlePath.hasPrefix(ATSPIObjects.pathPrefix))
        #expect(objects.node(at: togglePath) === toggle)

        #expect(toggle.perform("toggle"))
        host.step()
        let before = objects.replace(with: [window(host)])
        let root = objects.windows[0].root
        // New objects stand for the same views, at the same paths; the button that came has a new one.
        let title2 = try #require(root.first(role: .label, name: "Title"))
        #expect(objects.path(of: title2) == titlePath)
        let toggled = try #require(root.first(role: .toggleButton, name: "More"))
        #expect(objects.path(of: toggled) == togglePath && toggled.states.contains(.checked))
        let extra = try #require(root.first(role: .pushButton, name: "Extra"))
        #expect(![titlePath, togglePath].contains(objects.path(of: extra)))
        // The old tree is kept beside the new, numbered as it was, for the events.
        #expect(before.number(of: toggle) == Int(togglePath.dropFirst(ATSPIObjects.pathPrefix.count)))
        #expect(objects.node(at: "/org/a11y/atspi/accessible/999999") == nil)
        #expect(objects.node(at: ATSPIObjects.rootPath) == nil)
    }

    // A closed menu's items are built afresh for each tree, from new views: they
    // keep their paths by their place under the menu, so a reader sees no change.
    @Test func aClosedMenusItemsKeepTheirPathsFromOneTreeToTheNext() throws {
        let host = ViewHost(Toolbar(), width: 300, height: 200)
        host.step()
        let objects = ATSPIObjects()
        objects.replace(with: [window(host)])
        let open = try #require(objects.windows[0].root.first(role: .menuItem, name: "Open"))
        let notes = try #require(objects.windows[0].root.first(role: .menuItem, name: "Notes.txt"))
        let paths = [objects.path(of: open), objects.path(of: notes)]
        #expect(open.perform("press"))
        host.step()
        objects.replace(with: [window(host)])
        let root = objects.windows[0].root
        #expect(root.first(role: .label, name: "Count 1") != nil)
        let again = [root.first(role: .menuItem, name: "Open"), root.first(role: .menuItem, name: "Notes.txt")]
        #expect(again.map { objects.path(of: $0) } == paths)
        #expect(again.allSatisfy { $0 != nil && $0 !== open && $0 !== notes })
        // AT-SPI's numbers for the menu items of a choice (atspi-constants.h).
        #expect(ATSPIVocabulary.number(of: .checkMenuItem) == 8 && ATSPIVocabulary.number(of: .radioMenuItem) == 45)
    }

    /// With the tree kept by the marks (`AccessibilityTreeCache`), a refresh
    /// numbers and compares only the objects made again: one changed row of a
    /// hundred is a handful of objects, and its one change is the events sent.
    @Test func aRefreshNumbersAndComparesOnlyWhatWasMadeAgain() throws {
        let model = Rows()
        let host = ViewHost(RowsView(model: model), width: 300, height: 400)
        host.step()
        let objects = ATSPIObjects()
        objects.replace(with: [window(host)])
        let first = objects.windows[0].root
        let total = first.allNodes.count
        let row7 = try #require(first.first(role: .label, name: "Row 7"))
        let path7 = objects.path(of: row7)
        model.names[7] = "Row seven"
        host.step()
        let change = objects.replace(with: [window(host)])
        let renamed = try #require(objects.windows[0].root.first(role: .label, name: "Row seven"))
        #expect(objects.path(of: renamed) == path7, "made again for the same view, it keeps its path")
        #expect(change.renumbered.count < 10 && total > 100, "\(change.renumbered.count) of \(total) numbered again")
        #expect(change.replaced[Int(path7.dropFirst(ATSPIObjects.pathPrefix.count))!] === row7)
        #expect(change.number(of: row7) == Int(path7.dropFirst(ATSPIObjects.pathPrefix.count)))
        // The objects of the other rows are the ones the first tree had, at the same paths.
        let row8 = try #require(first.first(role: .label, name: "Row 8"))
        #expect(objects.windows[0].root.first(role: .label, name: "Row 8") === row8)
        #expect(objects.node(at: objects.path(of: row8)) === row8)
        // Growing the list numbers the new row alone; removing one forgets it.
        model.names.append("Row 100")
        host.step()
        let grown = objects.replace(with: [window(host)])
        let added = try #require(objects.windows[0].root.first(role: .label, name: "Row 100"))
        #expect(grown.renumbered.contains(Int(objects.path(of: added).dropFirst(ATSPIObjects.pathPrefix.count))!))
        model.names.removeLast()
        host.step()
        let shrunk = objects.replace(with: [window(host)])
        #expect(shrunk.gone[ObjectIdentifier(added)] != nil)
        #expect(objects.number(of: added) == nil)
        #expect(objects.nodes.count == objects.windows[0].root.allNodes.count, "every object of the tree has a number, and no other")
    }

    @Test func listenersMatchTheRegistrysSpellingAndPrefixes() {
        var listeners = ATSPIListeners()
        #expect(listeners.wants("object:state-changed:focused"), "before the registry answers, everything is sent")
        // GetRegisteredEvents spells names as D-Bus members, padded with colons.
        listeners.reset(from: [.array([.structure([.string(":1.9"), .string("Object:StateChanged:Focused")]),
                                       .structure([.string(":1.9"), .string("Window::")])])])
        #expect(listeners.wants("object:state-changed:focused"))
        #expect(!listeners.wants("object:state-changed:checked"))
        #expect(listeners.wants("window:activate"))
        #expect(!listeners.wants("object:text-changed:insert"))
        listeners.reset(from: [.array([])])
        #expect(!listeners.wants("window:activate"), "with no listener nothing is sent")
    }

    @Test func textIsReadByWordsSentencesAndLines() {
        let units = ATSPITextUnits("Hello wide world. Next one\nSecond line")
        #expect(units.unit(.word, at: 7).text == "wide ")
        #expect(units.unit(.word, at: 7, step: 1).text == "world. ")
        #expect(units.unit(.sentence, at: 2).text == "Hello wide world. ")
        #expect(units.unit(.line, at: 30).text == "Second line")
        #expect(units.unit(.line, at: 0).range == 0..<27)
        #expect(units.unit(.character, at: 1).text == "e")
        #expect(units.text(from: 6, to: 10) == "wide" && units.text(from: 34, to: -1) == "line")
        // Offsets count Unicode scalars, as AT-SPI counts them.
        #expect(ATSPITextUnits("é中🙂x").unit(.character, at: 3).text == "x")
    }

    @Test func statesAreSentAsAtspiStateTypeBits() {
        let words = ATSPIVocabulary.stateWords([.enabled, .focused, .checked], active: true)
        // ATSPI_STATE_ACTIVE 1, CHECKED 4, ENABLED 8, FOCUSED 12 (atspi-constants.h).
        let expected: UInt32 = (1 << 1) | (1 << 4) | (1 << 8) | (1 << 12)
        #expect(words == [expected, 0])
        let checkable: UInt32 = 1 << (41 - 32)
        #expect(ATSPIVocabulary.stateWords([.checkable]) == [0, checkable])
        #expect(ATSPIVocabulary.eventName(of: .multiLine) == "multi-line")
        #expect(DBusArgument.properties([("a", .int32(1))]).signature == "a{sv}")
        #expect(DBusArgument.reference(":1.2", "/x").signature == "(so)")
    }
}
