import Testing
import Trellis
import TrellisTesting

// Tab views as SwiftUI code writes them: `.tabItem { Label(…) }` and `.tag`.

private enum Tab: Hashable {
    case inbox, drafts, sent
}

private struct CounterPage: View {
    let name: String
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(name) page")
            Button("Bump \(name)") { count += 1 }
            Text("\(name) count \(count)")
        }
    }
}

private struct Mail: View {
    @State private var tab = Tab.inbox

    var body: some View {
        VStack {
            TabView(selection: $tab) {
                CounterPage(name: "Inbox")
                    .tabItem { Label("Inbox", systemImage: "envelope") }
                    .tag(Tab.inbox)
                CounterPage(name: "Drafts")
                    .tabItem { Label("Drafts", systemImage: "doc") }
                    .tag(Tab.drafts)
                CounterPage(name: "Sent")
                    .tabItem { Label("Sent", systemImage: "paperplane") }
                    .tag(Tab.sent)
            }
            Text("Selected \(String(describing: tab))")
        }
    }
}

private struct Untagged: View {
    var body: some View {
        TabView {
            Text("First page").tabItem { Text("One") }
            Text("Second page").tabItem { Text("Two") }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

private struct TitledTabs: View {
    var body: some View {
        TabView {
            NavigationStack { Text("Songs list").navigationTitle("Songs") }
                .tabItem { Label("Music", systemImage: "play") }
            NavigationStack { Text("Photo grid").navigationTitle("Photos") }
                .tabItem { Label("Pictures", systemImage: "photo") }
        }
    }
}

@MainActor @Suite struct TabViewTests {
    @Test func theWindowTitleFollowsTheChosenTab() {
        let host = ViewHost(TitledTabs(), width: 400, height: 300)
        #expect(host.windowTitle == "Songs")
        host.click(text: "Pictures")
        host.step()
        #expect(host.windowTitle == "Photos")
        #expect(host.texts.contains("Photo grid"))
        host.press(.tab, modifiers: .control)
        #expect(host.windowTitle == "Songs")
    }

    @Test func clickingATabShowsItsPageAndWritesTheSelection() {
        let host = ViewHost(Mail(), width: 400, height: 300)
        #expect(host.texts.contains("Inbox page"))
        #expect(!host.texts.contains("Drafts page"))
        host.click(text: "Drafts")
        host.step()
        #expect(host.texts.contains("Drafts page"))
        #expect(!host.texts.contains("Inbox page"))
        #expect(host.texts.contains("Selected drafts"))
    }

    @Test func eachTabKeepsItsStateWhenYouSwitchAway() {
        let host = ViewHost(Mail(), width: 400, height: 300)
        host.click(text: "Bump Inbox")
        host.click(text: "Bump Inbox")
        host.click(text: "Sent")
        host.step()
        host.click(text: "Bump Sent")
        host.click(text: "Inbox")
        host.step()
        #expect(host.texts.contains("Inbox count 2"))
        host.click(text: "Sent")
        host.step()
        #expect(host.texts.contains("Sent count 1"))
    }

    @Test func ctrlTabMovesToTheNextTabAndCtrlShiftTabBack() {
        let host = ViewHost(Mail(), width: 400, height: 300)
        host.press(.tab, modifiers: .control)
        host.step()
        #expect(host.texts.contains("Selected drafts"))
        host.press(.tab, modifiers: .control)
        host.press(.tab, modifiers: .control)
        host.step()
        #expect(host.texts.contains("Selected inbox"))
        host.press(.tab, modifiers: [.control, .shift])
        host.step()
        #expect(host.texts.contains("Selected sent"))
        #expect(host.texts.contains("Sent page"))
    }

    @Test func aTabViewWithoutSelectionChoosesByPosition() {
        let host = ViewHost(Untagged(), width: 400, height: 300)
        #expect(host.texts.contains("First page"))
        host.click(text: "Two")
        host.step()
        #expect(host.texts.contains("Second page"))
        #expect(!host.texts.contains("First page"))
    }

    @Test func hiddenPagesTakeNoClicks() {
        let host = ViewHost(Mail(), width: 400, height: 300)
        // "Bump Drafts" is not on screen; clicking where Inbox's button is bumps Inbox only.
        #expect(host.frame(ofText: "Bump Drafts") == nil)
        host.click(text: "Bump Inbox")
        host.click(text: "Drafts")
        host.step()
        #expect(host.texts.contains("Drafts count 0"))
    }
}
