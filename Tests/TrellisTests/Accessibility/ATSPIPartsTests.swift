import Testing
import Trellis
@testable import TrellisSDL
@testable import TrellisTesting

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
