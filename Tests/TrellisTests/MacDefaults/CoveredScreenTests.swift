import Testing
import Trellis
import TrellisTesting

@MainActor @Observable private final class Mailbox {
    var unread = 0
}

/// A root screen with its own state and a count a pushed screen changes.
private struct MailApp: View {
    let inbox: Mailbox
    @State private var taps = 0

    var body: some View {
        NavigationStack {
            VStack {
                Button("Tap root") { taps += 1 }
                Text("Root taps \(taps)")
                Text("Unread \(inbox.unread)")
                NavigationLink("Compose") { Composer(inbox: inbox) }
            }
            .navigationTitle("Mail")
        }
    }
}

private struct Composer: View {
    let inbox: Mailbox

    var body: some View {
        VStack {
            Text("Composer")
            Button("Receive") { inbox.unread += 1 }
        }
        .navigationTitle("New Message")
    }
}

/// Whether any graphic of the display list shows `text`.
@MainActor
private func draws(_ text: String, in host: ViewHost<some View>) -> Bool {
    host.displayList.graphics.contains {
        if case .text(let run) = $0.content { return run.string == text }
        return false
    }
}

/// A screen under a pushed one is kept, not drawn.
@MainActor
@Suite struct CoveredScreenTests {
    // Apple, NavigationStack: "the stack displays the root view and, on top of it, the views pushed";
    // a covered view keeps its state (it is still in the stack) but a Mac does not draw what cannot be seen.
    @Test func aCoveredRootIsNotInTheDisplayListAndCostsNoPaintingWhenItChanges() {
        let inbox = Mailbox()
        let host = ViewHost(MailApp(inbox: inbox), width: 400, height: 300)
        host.click(text: "Tap root")
        host.click(text: "Tap root")
        #expect(draws("Root taps 2", in: host))
        host.click(text: "Compose")
        host.step(frames: 40)
        #expect(host.texts.contains("Composer"))
        #expect(!draws("Root taps 2", in: host))
        #expect(!draws("Unread 0", in: host))
        // A change to what only the covered screen shows paints nothing.
        let before = host.totalStats
        inbox.unread = 5
        host.step()
        let after = host.totalStats
        #expect(after.texturesCreated == before.texturesCreated && after.texturesUpdated == before.texturesUpdated,
                "before \(before) after \(after)")
        #expect(!draws("Unread 5", in: host))
    }

    // Apple, NavigationStack: popping shows the view below again, with its @State as it was.
    @Test func aPopShowsTheCoveredScreenAgainWithItsState() {
        let inbox = Mailbox()
        let host = ViewHost(MailApp(inbox: inbox), width: 400, height: 300)
        host.click(text: "Tap root")
        host.click(text: "Compose")
        host.step(frames: 40)
        host.click(text: "Receive")
        host.step(frames: 2)
        host.press(.escape)
        host.step(frames: 40)
        #expect(host.texts.contains("Root taps 1"), "\(host.texts)")
        #expect(host.texts.contains("Unread 1"), "\(host.texts)")
        #expect(!host.texts.contains("Composer"))
        host.click(text: "Tap root")
        #expect(host.texts.contains("Root taps 2"), "\(host.texts)")
    }

    // While the push slides, the screen beside the sliding one is still drawn, as on a Mac.
    @Test func theScreenBelowIsDrawnWhileThePushSlides() {
        let host = ViewHost(MailApp(inbox: Mailbox()), width: 400, height: 300)
        host.click(text: "Compose")
        host.step(frames: 3)
        #expect(draws("Root taps 0", in: host))
        host.step(frames: 40)
        #expect(!draws("Root taps 0", in: host))
    }
}
