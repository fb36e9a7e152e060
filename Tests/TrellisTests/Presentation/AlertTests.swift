import Testing
import Trellis
import TrellisTesting

private struct Trash: View {
    @State private var confirming = false
    @State private var log = ""

    var body: some View {
        VStack {
            Button("Empty Trash…") { confirming = true }
            Text("Log: \(log)")
        }
        .frame(width: 400, height: 300)
        .alert("Delete?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { log += "deleted " }
            Button("Cancel", role: .cancel) { log += "cancelled " }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private func isRed(_ color: RGBA?) -> Bool {
    guard let color else { return false }
    return color.r > 200 && color.g < 100 && color.b < 100
}

@MainActor
@Suite struct AlertTests {
    @Test func anAlertShowsItsTitleMessageAndButtonsWithCancelOnTheLeftAndDestructiveInRed() throws {
        let host = ViewHost(Trash(), width: 400, height: 300)
        host.click(text: "Empty Trash…")
        host.step(frames: 20)
        #expect(host.texts.contains("Delete?"))
        #expect(host.texts.contains("This cannot be undone."))
        let delete = try #require(host.frame(ofText: "Delete")), cancel = try #require(host.frame(ofText: "Cancel"))
        #expect(cancel.maxX < delete.minX, "cancel goes on the left")
        #expect(isRed(host.textColor(of: "Delete")))
        #expect(!isRed(host.textColor(of: "Cancel")))
    }

    // HIG (macOS alerts): the default button is never one that destroys; Escape runs the Cancel button.
    @Test func enterDoesNotRunADestructiveButtonAndEscapeCancels() {
        let host = ViewHost(Trash(), width: 400, height: 300)
        host.click(text: "Empty Trash…")
        host.step(frames: 20)
        host.press(.enter)
        host.step(frames: 20)
        #expect(host.texts.contains("Log: "), "Return runs neither Delete nor the focused Cancel")
        #expect(host.texts.contains("Delete?"), "the alert stays")

        host.press(.escape)
        host.step(frames: 20)
        #expect(host.texts.contains("Log: cancelled "))
        #expect(!host.texts.contains("Delete?"))

        host.click(text: "Empty Trash…")
        host.step(frames: 20)
        host.click(text: "Delete")
        host.step(frames: 20)
        #expect(host.texts.contains("Log: cancelled deleted "))
        #expect(!host.texts.contains("Delete?"))
    }

    @Test func aButtonWithTheDefaultActionShortcutRunsOnEnter() {
        struct Update: View {
            @State private var asking = true
            @State private var choice = "none"
            var body: some View {
                Text("Chose \(choice)")
                    .alert(Text("Update available"), isPresented: $asking) {
                        Button("Later") { choice = "later" }
                        Button("Install") { choice = "install" }.keyboardShortcut(.defaultAction)
                    }
            }
        }
        let host = ViewHost(Update(), width: 400, height: 300)
        host.step(frames: 20)
        host.press(.enter)
        host.step(frames: 20)
        #expect(host.texts.contains("Chose install"))
        #expect(!host.texts.contains("Update available"))
    }

    @Test func anAlertWithoutActionsHasAnOKButtonThatClosesIt() {
        struct Notice: View {
            @State private var showing = true
            var body: some View {
                Text(showing ? "Showing" : "Closed")
                    .alert("Saved", isPresented: $showing) {}
            }
        }
        let host = ViewHost(Notice(), width: 400, height: 300)
        host.step(frames: 20)
        #expect(host.texts.contains("Saved"))
        host.click(text: "OK")
        host.step(frames: 20)
        #expect(!host.texts.contains("Saved"))
        #expect(host.texts.contains("Closed"))
    }

    @Test func anAlertPresentingDataBuildsItsButtonsFromIt() {
        struct Download: Identifiable {
            let id: Int
            let name: String
        }
        struct Downloads: View {
            @State private var pending: Download? = Download(id: 1, name: "report.pdf")
            @State private var asking = true
            @State private var removed = "nothing"
            var body: some View {
                Text("Removed \(removed)")
                    .alert("Remove download?", isPresented: $asking, presenting: pending) { download in
                        Button("Remove \(download.name)", role: .destructive) { removed = download.name }
                    } message: { download in
                        Text("\(download.name) will be deleted.")
                    }
            }
        }
        let host = ViewHost(Downloads(), width: 400, height: 300)
        host.step(frames: 20)
        #expect(host.texts.contains("report.pdf will be deleted."))
        host.click(text: "Remove report.pdf")
        host.step(frames: 20)
        #expect(host.texts.contains("Removed report.pdf"))
        #expect(!host.texts.contains("Remove download?"))
    }

    @Test func theOlderAlertValueShowsItsButtonsAndRunsThem() throws {
        struct Legacy: View {
            @State private var showing = true
            @State private var result = "none"
            var body: some View {
                Text("Result \(result)")
                    .alert(isPresented: $showing) {
                        Alert(title: Text("Delete file?"), message: Text("It goes for good."),
                              primaryButton: .destructive(Text("Delete")) { result = "deleted" },
                              secondaryButton: .cancel())
                    }
            }
        }
        let host = ViewHost(Legacy(), width: 400, height: 300)
        host.step(frames: 20)
        #expect(host.texts.contains("It goes for good."))
        let delete = try #require(host.frame(ofText: "Delete")), cancel = try #require(host.frame(ofText: "Cancel"))
        #expect(cancel.maxX < delete.minX)
        // A destructive button is never the default on a Mac: Return leaves the alert up.
        host.press(.enter)
        host.step(frames: 20)
        #expect(host.texts.contains("Delete file?"))
        host.click(text: "Delete")
        host.step(frames: 20)
        #expect(host.texts.contains("Result deleted"))
        #expect(!host.texts.contains("Delete file?"))
    }

    @Test func aConfirmationDialogShowsItsTitleWhenVisibleAndEscapeCancels() {
        struct Draft: View {
            @State private var asking = false
            @State private var outcome = "editing"
            var body: some View {
                VStack {
                    Button("Close") { asking = true }
                    Text("State: \(outcome)")
                }
                .confirmationDialog("Discard changes?", isPresented: $asking, titleVisibility: .visible) {
                    Button("Discard", role: .destructive) { outcome = "discarded" }
                    Button("Keep Editing", role: .cancel) { outcome = "kept" }
                } message: {
                    Text("You have unsaved changes.")
                }
            }
        }
        let host = ViewHost(Draft(), width: 400, height: 300)
        host.click(text: "Close")
        host.step(frames: 20)
        #expect(host.texts.contains("Discard changes?"))
        #expect(host.texts.contains("You have unsaved changes."))
        host.press(.escape)
        host.step(frames: 20)
        #expect(host.texts.contains("State: kept"))
        host.click(text: "Close")
        host.step(frames: 20)
        host.click(text: "Discard")
        host.step(frames: 20)
        #expect(host.texts.contains("State: discarded"))
        #expect(!host.texts.contains("Discard changes?"))
    }
}
