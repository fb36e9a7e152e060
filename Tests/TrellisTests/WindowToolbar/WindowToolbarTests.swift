import Testing
import Trellis
import TrellisTesting

/// A stack's title with items at each placement, as a Mac app writes them.
private struct Placed: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Inbox")
                .navigationSubtitle("12 messages")
                .toolbar {
                    ToolbarItem(placement: .navigation) { Button("Back") {} }
                    ToolbarItem(placement: .principal) { Text("Centre") }
                    ToolbarItem(placement: .primaryAction) { Button("Compose") {} }
                }
        }
    }
}

/// Modifiers on the split view, on its sidebar and on a stack in its detail.
private struct SplitWithModifiersEverywhere: View {
    @State private var query = ""
    @State private var log: [String] = []

    var body: some View {
        NavigationSplitView {
            List(["Mail", "Drafts"], id: \.self) { Text($0) }
                .navigationTitle("Mailboxes")
                .toolbar { Button("Sidebar Item") { log.append("sidebar") } }
        } detail: {
            NavigationStack {
                Text("Log \(log.joined(separator: ","))")
                    .navigationTitle("Drafts")
                    .toolbar { Button("Detail Item") { log.append("detail") } }
            }
        }
        .toolbar { Button("Window Item") { log.append("window") } }
        .searchable(text: $query, prompt: "Search mail")
    }
}

@MainActor
@Suite struct WindowToolbarTests {
    // SearchFieldPlacement.automatic: "In iOS, iPadOS, and macOS, the search field appears in the toolbar";
    // .toolbar: "In macOS, the search field appears in the trailing toolbar" (developer.apple.com).
    @Test func aSplitViewWithModifiersOnItsColumnsAndItselfHasOneBar() throws {
        let host = ViewHost(SplitWithModifiersEverywhere(), width: 900, height: 400)
        let items = try ["Sidebar Item", "Detail Item", "Window Item", "Drafts"].map { try #require(host.frame(ofText: $0)) }
        // One row of controls at the top of the window: every item and the title share it.
        for item in items { #expect(item.midY < 40 && abs(item.midY - items[0].midY) < 6, "\(item)") }
        let search = try #require(host.frame(ofText: "Search mail"))
        #expect(search.midY < 40 && search.minX > items.map(\.maxX).max()! - 1, "the search field trails the items: \(search)")
        // Below the one 40-pt bar come the columns' contents, with no other bar before them.
        let firstRow = try #require(host.frame(ofText: "Mail"))
        #expect(firstRow.minY < 70, "the sidebar's first row sits under one bar, not several: \(firstRow)")
        #expect(host.texts.filter { $0 == "Search mail" }.count == 1)
        host.click(text: "Detail Item")
        host.click(text: "Window Item")
        host.click(text: "Sidebar Item")
        #expect(host.texts.contains("Log detail,window,sidebar"))
    }

    // As on a Mac, the detail's title is the window's; the sidebar's does not show beside it.
    @Test func theDetailsTitleWinsOverTheSidebars() throws {
        let host = ViewHost(SplitWithModifiersEverywhere(), width: 900, height: 400)
        #expect(host.windowTitle == "Drafts")
        #expect(!host.texts.contains("Mailboxes"))
    }

    // ToolbarItemPlacement.navigation: "In macOS ... the system places navigation items in the leading
    // edge of the toolbar ahead of the inline title"; .principal: "places the principal item in the
    // center of the toolbar" (developer.apple.com).
    @Test func theTitleLeadsAfterNavigationItemsPrincipalIsCentredActionsTrail() throws {
        let host = ViewHost(Placed(), width: 800, height: 300)
        let back = try #require(host.frame(ofText: "Back"))
        let title = try #require(host.frame(ofText: "Inbox"))
        let centre = try #require(host.frame(ofText: "Centre"))
        let compose = try #require(host.frame(ofText: "Compose"))
        #expect(back.minX < 40 && back.maxX <= title.minX, "back \(back), title \(title)")
        #expect(title.maxX < 300, "the title is at the leading side: \(title)")
        #expect(abs(centre.midX - 400) < 2, "\(centre)")
        #expect(compose.maxX > 740, "\(compose)")
    }

    // navigationSubtitle(_:): "On macOS, the primary destination's subtitle is displayed with the
    // navigation title in the titlebar" (developer.apple.com).
    @Test func theSubtitleSitsUnderTheTitle() throws {
        let host = ViewHost(Placed(), width: 800, height: 300)
        let title = try #require(host.frame(ofText: "Inbox"))
        let subtitle = try #require(host.frame(ofText: "12 messages"))
        #expect(subtitle.minY >= title.maxY - 1 && subtitle.maxY <= 40, "title \(title), subtitle \(subtitle)")
        #expect(abs(subtitle.minX - title.minX) < 1)
    }

    // SearchFieldPlacement.sidebar: "In macOS the search field appears as a sticky header in the
    // sidebar, attached to the toolbar" (developer.apple.com).
    @Test func aSidebarSearchFieldSitsAtTheTopOfTheSidebar() throws {
        struct Sidebared: View {
            @State private var query = ""
            var body: some View {
                NavigationSplitView {
                    List(["Mail"], id: \.self) { Text($0) }
                } detail: {
                    Text("Detail").navigationTitle("Detail")
                }
                .searchable(text: $query, placement: .sidebar, prompt: "Filter")
            }
        }
        let host = ViewHost(Sidebared(), width: 900, height: 400)
        let field = try #require(host.frame(ofText: "Filter"))
        let row = try #require(host.frame(ofText: "Mail"))
        #expect(field.minY > 40 && field.maxY <= row.minY, "under the bar, above the sidebar's rows: \(field), \(row)")
        #expect(field.maxX < 300, "in the sidebar column: \(field)")
    }

    // A pushed screen in the detail's stack puts its back button in the window's one bar.
    @Test func aScreenPushedInTheDetailPutsItsBackButtonInTheOneBar() throws {
        struct Pushing: View {
            var body: some View {
                NavigationSplitView {
                    Text("Side")
                } detail: {
                    NavigationStack {
                        NavigationLink("Open") { Text("Opened").navigationTitle("Inner") }
                            .navigationTitle("Outer")
                    }
                }
            }
        }
        let host = ViewHost(Pushing(), width: 900, height: 400)
        host.click(text: "Open")
        host.step(frames: 40)
        let back = try #require(host.frame(ofText: "Outer"), "the back button is titled with the screen below")
        let title = try #require(host.frame(ofText: "Inner"))
        #expect(back.midY < 40 && abs(back.midY - title.midY) < 6 && back.maxX <= title.minX)
        host.click(text: "Outer")
        host.step(frames: 40)
        #expect(host.texts.contains("Open") && !host.texts.contains("Opened"))
    }
}
