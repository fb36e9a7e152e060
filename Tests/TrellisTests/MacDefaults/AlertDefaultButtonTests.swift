import Testing
import Trellis
import TrellisTesting

private struct UnsavedChangesAlert: View {
    @State private var asking = true
    @State private var log = "none"
    let destructiveOnly: Bool

    var body: some View {
        Text("Did \(log)")
            .frame(width: 420, height: 300)
            .alert("Save changes?", isPresented: $asking) {
                if destructiveOnly {
                    Button("Erase", role: .destructive) { log = "erase" }
                    Button("Cancel", role: .cancel) { log = "cancel" }
                } else {
                    Button("Don't Save", role: .destructive) { log = "discard" }
                    Button("Cancel", role: .cancel) { log = "cancel" }
                    Button("Save") { log = "save" }
                }
            }
    }
}

/// Whether the pixel just inside a button's left edge is the accent colour of a default button.
@MainActor
private func isAccentFilled(_ text: String, in host: ViewHost<UnsavedChangesAlert>) throws -> Bool {
    let frame = try #require(host.frame(ofText: text))
    let pixel = host.color(x: Int(frame.minX) - 3, y: Int(frame.midY))
    return pixel.b > 180 && pixel.r < 120
}

/// An alert's default button, as macOS chooses it.
@MainActor
@Suite struct AlertDefaultButtonTests {
    // Apple, KeyboardShortcut.defaultAction: "On macOS, the default button is designated with special coloration."
    @Test func theFirstButtonWithNoRoleIsTheDefaultAndIsDrawnSo() throws {
        let host = ViewHost(UnsavedChangesAlert(destructiveOnly: false), width: 420, height: 300)
        host.step(frames: 20)
        #expect(try isAccentFilled("Save", in: host))
        #expect(try !isAccentFilled("Cancel", in: host))
        #expect(try !isAccentFilled("Don't Save", in: host))
        host.press(.enter)
        host.step(frames: 20)
        #expect(host.texts.contains("Did save"))
        #expect(!host.texts.contains("Save changes?"))
    }

    // HIG (macOS alerts): a destructive button is never the default; Return then presses nothing.
    @Test func withADestructiveAndACancelButtonNoneIsDefaultAndReturnDoesNothing() throws {
        let host = ViewHost(UnsavedChangesAlert(destructiveOnly: true), width: 420, height: 300)
        host.step(frames: 20)
        #expect(try !isAccentFilled("Erase", in: host))
        #expect(try !isAccentFilled("Cancel", in: host))
        host.press(.enter)
        host.step(frames: 20)
        #expect(host.texts.contains("Did none"))
        #expect(host.texts.contains("Save changes?"))
        // Apple, ButtonRole.cancel: the cancel button is the one Escape runs.
        host.press(.escape)
        host.step(frames: 20)
        #expect(host.texts.contains("Did cancel"))
        #expect(!host.texts.contains("Save changes?"))
    }

    // Apple, KeyboardShortcut.defaultAction: the button given the shortcut is the default, even Cancel.
    @Test func aCancelButtonMarkedDefaultActionIsTheDefault() throws {
        struct Quit: View {
            @State private var asking = true
            @State private var log = "none"
            var body: some View {
                Text("Did \(log)")
                    .alert("Quit?", isPresented: $asking) {
                        Button("Quit", role: .destructive) { log = "quit" }
                        Button("Cancel", role: .cancel) { log = "cancel" }.keyboardShortcut(.defaultAction)
                    }
            }
        }
        let host = ViewHost(Quit(), width: 420, height: 300)
        host.step(frames: 20)
        let cancel = try #require(host.frame(ofText: "Cancel"))
        let pixel = host.color(x: Int(cancel.minX) - 3, y: Int(cancel.midY))
        #expect(pixel.b > 180 && pixel.r < 120, "drawn as the default: \(pixel)")
        host.press(.enter)
        host.step(frames: 20)
        #expect(host.texts.contains("Did cancel"))
    }

    // Apple, confirmationDialog: buttons follow the same roles; Return never runs a destructive one.
    @Test func aConfirmationDialogFollowsTheSameRule() {
        struct Remove: View {
            @State private var asking = true
            @State private var log = "none"
            var body: some View {
                Text("Did \(log)")
                    .confirmationDialog("Remove the item?", isPresented: $asking) {
                        Button("Remove", role: .destructive) { log = "remove" }
                        Button("Archive") { log = "archive" }
                        Button("Cancel", role: .cancel) { log = "cancel" }
                    }
            }
        }
        let host = ViewHost(Remove(), width: 420, height: 300)
        host.step(frames: 20)
        host.press(.enter)
        host.step(frames: 20)
        #expect(host.texts.contains("Did archive"))
    }
}
