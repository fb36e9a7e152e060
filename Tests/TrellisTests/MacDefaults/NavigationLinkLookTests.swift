import Testing
import Trellis
import TrellisTesting

/// A home screen with a link among other controls, and a list of links.
private struct Home: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                NavigationLink("Preferences") { Text("Preferences screen") }
                List {
                    NavigationLink("Inbox") { Text("Inbox screen") }
                }
                .frame(height: 120)
            }
            .frame(width: 400, height: 300, alignment: .top)
        }
    }
}

/// The frame of every chevron drawn.
@MainActor
private func chevrons(in host: ViewHost<some View>) -> [CGRect] {
    host.displayList.graphics.filter {
        if case .image(let reference) = $0.content, reference.source == .symbol("chevron.right") { return true }
        return false
    }.map(\.frame)
}

/// A `NavigationLink` looks like what it is in: a button alone, a row in a list.
@MainActor
@Suite struct NavigationLinkLookTests {
    // Apple, NavigationLink: "a view that controls a navigation presentation"; on macOS a link outside a
    // list is drawn by the button style (ButtonStyle.automatic: a bordered push button on macOS), with no chevron.
    @Test func aLinkOutsideAListIsAButtonAsWideAsItsTitle() throws {
        let host = ViewHost(Home(), width: 400, height: 300)
        let title = try #require(host.frame(ofText: "Preferences"))
        let inbox = try #require(host.frame(ofText: "Inbox"))
        // One chevron: the list row's, on the far side of the list, none beside the button.
        let shown = chevrons(in: host)
        #expect(shown.count == 1, "\(shown)")
        #expect(shown.allSatisfy { abs($0.midY - inbox.midY) < 4 && $0.minX > 300 }, "\(shown)")
        // The bezel: just left of the title, inside the button, is not the window's background.
        let background = host.color(x: 395, y: Int(title.midY))
        let bezel = host.color(x: Int(title.minX) - 3, y: Int(title.midY))
        #expect(bezel != background, "bezel \(bezel) background \(background)")
        // The empty space right of the button is not the button: clicking it pushes nothing.
        host.click(x: title.maxX + 150, y: title.midY)
        host.step(frames: 30)
        #expect(!host.texts.contains("Preferences screen"))
        host.click(text: "Preferences")
        host.step(frames: 30)
        #expect(host.texts.contains("Preferences screen"), "\(host.texts)")
    }

    // Apple, List: a NavigationLink in a list is a row that pushes its destination when clicked anywhere.
    @Test func aLinkInAListStaysARowWithAChevron() throws {
        let host = ViewHost(Home(), width: 400, height: 300)
        let inbox = try #require(host.frame(ofText: "Inbox"))
        host.click(x: inbox.maxX + 200, y: inbox.midY)
        host.step(frames: 30)
        #expect(host.texts.contains("Inbox screen"), "\(host.texts)")
    }
}
