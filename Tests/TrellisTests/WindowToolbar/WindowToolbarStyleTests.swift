import Testing
import Trellis
import TrellisTesting

/// A window of notes with a title and one toolbar button, in the scene's toolbar style.
private struct NotesWindow: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .navigationTitle("All Notes")
                .toolbar { Button("Compose") {} }
        }
    }
}

/// The notes window's scene, which each app below gives a toolbar style.
@MainActor private func notesScene() -> some Scene {
    WindowGroup("Notes") { NotesWindow() }.defaultSize(width: 600, height: 300)
}

private struct UnifiedApp: App { var body: some Scene { notesScene().windowToolbarStyle(.unified) } }
private struct CompactApp: App { var body: some Scene { notesScene().windowToolbarStyle(.unifiedCompact) } }
private struct ExpandedApp: App { var body: some Scene { notesScene().windowToolbarStyle(.expanded) } }
private struct UntitledApp: App { var body: some Scene { notesScene().windowToolbarStyle(.unified(showsTitle: false)) } }
private struct AutomaticApp: App { var body: some Scene { notesScene().windowToolbarStyle(.automatic) } }

@MainActor
@Suite struct WindowToolbarStyleTests {
    // WindowToolbarStyle.unifiedCompact: "similar to unified, but with a more compact vertical sizing"
    // (developer.apple.com): the same one bar, lower.
    @Test func aCompactBarIsLowerThanAUnifiedOne() throws {
        let unified = AppHost(UnifiedApp()).windows[0]
        let compact = AppHost(CompactApp()).windows[0]
        let unifiedBody = try #require(unified.frame(ofText: "Body"))
        let compactBody = try #require(compact.frame(ofText: "Body"))
        #expect(compactBody.minY <= unifiedBody.minY - 8, "unified \(unifiedBody), compact \(compactBody)")
        let title = try #require(compact.frame(ofText: "All Notes"))
        let compose = try #require(compact.frame(ofText: "Compose"))
        #expect(abs(title.midY - compose.midY) < 4 && compose.maxY < compactBody.minY, "one row: \(title) \(compose)")
    }

    // WindowToolbarStyle.expanded: "A window toolbar style which displays its title bar area above the
    // toolbar" (developer.apple.com): the title on a line of its own, the items under it.
    @Test func anExpandedBarPutsTheTitleAboveTheItems() throws {
        let window = AppHost(ExpandedApp()).windows[0]
        let title = try #require(window.frame(ofText: "All Notes"))
        let compose = try #require(window.frame(ofText: "Compose"))
        let body = try #require(window.frame(ofText: "Body"))
        #expect(title.maxY <= compose.minY, "title \(title) above \(compose)")
        #expect(abs(title.midX - 300) < 2, "centred as in a titlebar: \(title)")
        #expect(compose.maxY < body.minY)
    }

    // WindowToolbarStyle.unified(showsTitle:): "A window toolbar style which displays its toolbar and title
    // bar inline" (developer.apple.com); without the title, the bar holds the items only.
    @Test func aUnifiedBarCanLeaveTheTitleOut() throws {
        let window = AppHost(UntitledApp()).windows[0]
        #expect(!window.texts.contains("All Notes"))
        #expect(window.texts.contains("Compose"))
        #expect(window.title == "All Notes", "the window keeps its title")
        let automatic = AppHost(AutomaticApp()).windows[0]
        #expect(automatic.texts.contains("All Notes"))
    }
}
