import Testing
import Trellis
import TrellisTesting

/// A sheet-like editor with the three modal placements, the confirmation written first.
private struct ModalActions: View {
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            Text("Log \(log.joined(separator: ","))")
                .navigationTitle("Rename")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Save") { log.append("save") } }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log.append("cancel") } }
                    ToolbarItem(placement: .destructiveAction) { Button("Don’t Save") { log.append("discard") } }
                    ToolbarItem(placement: .primaryAction) { Button("Share") { log.append("share") } }
                }
        }
    }
}

/// A split view whose sidebar column asks for the toolbar to be hidden.
private struct SidebarHidesTheToolbar: View {
    var body: some View {
        NavigationSplitView {
            List(["Inbox"], id: \.self) { Text($0) }
                .toolbar(.hidden)
        } detail: {
            Text("Message")
                .navigationTitle("Mail")
                .toolbar { Button("Reply") {} }
        }
    }
}

@MainActor
@Suite struct ToolbarPlacementsOnAMacTests {
    // ToolbarItemPlacement.cancellationAction: "In macOS ... places cancellationAction items on the trailing
    // edge of the sheet but places them before any confirmationAction items"; .confirmationAction: "on the
    // trailing edge in the trailing-most position of the sheet"; .destructiveAction: "in the leading edge
    // of the sheet" (developer.apple.com).
    @Test func cancelTrailsBeforeTheConfirmationWhichIsLastAndDiscardLeads() throws {
        let host = ViewHost(ModalActions(), width: 800, height: 300)
        let save = try #require(host.frame(ofText: "Save"))
        let cancel = try #require(host.frame(ofText: "Cancel"))
        let discard = try #require(host.frame(ofText: "Don’t Save"))
        let share = try #require(host.frame(ofText: "Share"))
        let title = try #require(host.frame(ofText: "Rename"))
        #expect(discard.minX < 40 && discard.maxX <= title.minX, "discard \(discard), title \(title)")
        #expect(cancel.minX > 400 && cancel.maxX < save.minX, "cancel \(cancel) before save \(save), though written after")
        #expect(share.maxX < save.minX && save.maxX > 760, "the confirmation is the trailing-most item: \(save)")
        host.click(text: "Save")
        host.click(text: "Cancel")
        host.click(text: "Don’t Save")
        host.step()
        #expect(host.texts.contains("Log save,cancel,discard"))
    }

    // ToolbarItemPlacement.confirmationAction: on macOS the items "gain the apps accent color as a
    // background color" (developer.apple.com); the cancel button keeps the neutral face.
    @Test func theConfirmationIsDrawnInTheAccentColour() throws {
        let host = ViewHost(ModalActions(), width: 800, height: 300)
        let save = try #require(host.frame(ofText: "Save"))
        let cancel = try #require(host.frame(ofText: "Cancel"))
        // Just before each title, inside the button's padding.
        let saveFace = host.color(x: Int(save.minX) - 3, y: Int(save.midY))
        let cancelFace = host.color(x: Int(cancel.minX) - 3, y: Int(cancel.midY))
        #expect(Int(saveFace.b) - Int(saveFace.r) > 80, "accent blue behind Save: \(saveFace)")
        #expect(abs(Int(cancelFace.b) - Int(cancelFace.r)) < 20, "neutral grey behind Cancel: \(cancelFace)")
    }

    // ToolbarItemPlacement.primaryAction: the documentation says "In macOS ... the location for the primary
    // action is the leading edge of the toolbar" (developer.apple.com), yet a Mac window whose title is
    // inline at the leading edge (NSToolbar with a navigation title, macOS 11 on) draws primary actions at
    // its trailing end beside the automatic items; Trellis follows what the Mac draws.
    @Test func thePrimaryActionTrailsTheInlineTitle() throws {
        let host = ViewHost(ModalActions(), width: 800, height: 300)
        let share = try #require(host.frame(ofText: "Share"))
        let title = try #require(host.frame(ofText: "Rename"))
        #expect(share.minX > 600 && title.maxX < 300, "share \(share), title \(title)")
    }

    // toolbar(_:for:): "The preferred visibility flows up to the nearest container that renders a bar ...
    // the root view of a WindowGroup in macOS", hiding "the window toolbar items on macOS"
    // (developer.apple.com): hidden on one column, the window's one bar goes; the window keeps its title.
    @Test func aColumnThatHidesTheToolbarHidesTheWindowsOneBar() throws {
        let host = ViewHost(SidebarHidesTheToolbar(), width: 800, height: 300)
        #expect(!host.texts.contains("Reply"), "the detail's item goes with the bar")
        #expect(!host.texts.contains("Mail"), "no bar shows the title")
        #expect(host.windowTitle == "Mail")
        let row = try #require(host.frame(ofText: "Inbox"))
        #expect(row.minY < 30, "the sidebar starts at the top of the window: \(row)")
    }
}
