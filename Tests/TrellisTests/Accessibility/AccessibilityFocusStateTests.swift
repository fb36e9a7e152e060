import Testing
@_spi(TrellisExtension) import TrellisCore
import Trellis
@testable import TrellisTesting

/// A mail window that sends the reader to its summary line when new mail comes,
/// as Apple's example for `AccessibilityFocusState` moves VoiceOver to a notification.
private struct Inbox: View {
    enum Part: Hashable { case summary, search }
    @AccessibilityFocusState private var readerOn: Part?
    @AccessibilityFocusState private var onSubject: Bool
    @State private var search = ""

    var body: some View {
        VStack {
            TextField("Search", text: $search).accessibilityFocused($readerOn, equals: .search)
            Text("3 new messages").accessibilityFocused($readerOn, equals: .summary)
            Text("Subject: Lunch").accessibilityFocused($onSubject)
            Button("New mail") { readerOn = .summary }
            Button("Find") { readerOn = .search }
            Text(readerOn == .summary ? "reader on summary" : readerOn == .search ? "reader on search" : "reader elsewhere")
            Text(onSubject ? "subject read" : "subject not read")
        }
        .frame(width: 300, height: 300)
    }
}

/// `@AccessibilityFocusState` (SwiftUI, iOS 15 / macOS 12): "Use this property wrapper in conjunction
/// with accessibilityFocused(_:equals:) and accessibilityFocused(_:) to read and write the current
/// accessibility focus"; setting it moves VoiceOver's focus to the view, and the value follows the
/// reader as the user moves it. On AT-SPI the reader reads the one object whose state is focused.
@MainActor
@Suite struct AccessibilityFocusStateTests {
    private func focusedNames(_ host: ViewHost<Inbox>) -> [String] {
        host.accessibilityTree.allNodes.filter { $0.states.contains(.focused) }.map(\.name)
    }

    @Test func settingItSendsTheReaderToATextAndKeyboardFocusTakesItAway() {
        let host = ViewHost(Inbox(), width: 300, height: 300)
        host.step()
        #expect(host.texts.contains("reader elsewhere"))
        host.click(text: "New mail")
        host.step(frames: 2)
        #expect(focusedNames(host) == ["3 new messages"], "the summary is the one focused object")
        #expect(host.texts.contains("reader on summary"))
        // The user tabs on from the button they clicked: the reader follows the keyboard, and the binding lets go.
        host.press(.tab)
        host.step(frames: 2)
        #expect(focusedNames(host) == ["Find"])
        #expect(host.texts.contains("reader elsewhere"))
    }

    @Test func onAControlItMovesKeyboardFocusAndFollowsIt() {
        let host = ViewHost(Inbox(), width: 300, height: 300)
        host.step()
        host.click(text: "Find")
        host.step(frames: 2)
        #expect(host.accessibilityTree.allNodes.first { $0.role == .entry }?.states.contains(.focused) == true,
                "VoiceOver moves keyboard focus with it by default")
        #expect(host.texts.contains("reader on search"))
        host.click(text: "New mail")
        host.step(frames: 2)
        #expect(focusedNames(host) == ["3 new messages"])
        #expect(host.texts.contains("reader on summary"), "one value, one place")
    }

    @Test func aReaderThatMovesToTheViewSetsTheBinding() throws {
        let host = ViewHost(Inbox(), width: 300, height: 300)
        host.step()
        let tree = host.accessibilityTree
        let subject = try #require(tree.first(role: .label, name: "Subject: Lunch"))
        // AT-SPI's Component.GrabFocus, as Orca's focus moves onto the line.
        #expect(host.pipeline.driver.focusAccessibilityNode(subject))
        host.step(frames: 2)
        #expect(host.texts.contains("subject read"))
        #expect(focusedNames(host) == ["Subject: Lunch"])
        // A text no binding names still takes no focus.
        let plain = try #require(tree.first(role: .label, name: "subject not read"))
        #expect(!host.pipeline.driver.focusAccessibilityNode(plain))
    }
}
