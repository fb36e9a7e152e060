import Testing
import Trellis
import TrellisTesting

/// A stack's bar with a title and buttons at its trailing end.
private struct TitledWithButtons: View {
    let title: String

    var body: some View {
        NavigationStack {
            Text("Content")
                .navigationTitle(title)
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Properties") {}
                        Button("End Process") {}
                    }
                }
        }
    }
}

/// The bar places its title as a Mac's unified toolbar does: at the leading
/// edge, and cut rather than drawn over a button.
@MainActor
@Suite struct HeaderBarTests {
    // ToolbarItemPlacement.navigation: on macOS navigation items go "in the leading edge of the toolbar
    // ahead of the inline title" (developer.apple.com): the title is leading, not centred.
    @Test func aTitleWithRoomSitsAtTheLeadingEdge() throws {
        let host = ViewHost(TitledWithButtons(title: "Processes"), width: 1000, height: 200)
        let title = try #require(host.frame(ofText: "Processes"))
        #expect(title.minX < 20, "\(title)")
    }

    @Test func aTitleThatWouldReachTheButtonsMovesAsideAndNeverCoversThem() throws {
        let host = ViewHost(TitledWithButtons(title: "Processes"), width: 520, height: 200)
        let title = try #require(host.frame(ofText: "Processes"))
        let button = try #require(host.frame(ofText: "Properties"))
        #expect(title.maxX <= button.minX - 8, "title \(title), button \(button)")
        #expect(title.minX > 8, "it stays on the bar")
    }

    @Test func aTitleTooLongForTheRoomLeftIsCutBeforeTheButtons() throws {
        let long = "A title far too long to fit beside two buttons in a narrow window"
        let host = ViewHost(TitledWithButtons(title: long), width: 420, height: 200)
        let title = try #require(host.frame(ofText: long))
        let button = try #require(host.frame(ofText: "Properties"))
        #expect(title.maxX <= button.minX, "title \(title), button \(button)")
        #expect(title.minX >= 0)
    }
}
