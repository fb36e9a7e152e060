import AppKit
import Foundation
import Testing
import Trellis
import TrellisTesting

/// The slice of AppKit that SwiftUI apps on a Mac call beside their views,
/// written as they write it (`import AppKit`), with Apple's names:
/// `NSPasteboard.general.clearContents()`, `setString(_:forType: .string)`,
/// `string(forType: .string)`; `NSWorkspace.shared.open(_ url: URL) -> Bool`;
/// `NSApp.terminate(_ sender: Any?)`; `NSSound.beep()`.
@Suite @MainActor struct AppKitSliceTests {
    private struct Copier: View {
        let text: String
        @State private var pasted = "nothing pasted"

        var body: some View {
            VStack {
                Button("Copy") {
                    NSPasteboard.general.clearContents()
                    NSPasteboard.general.setString(text, forType: .string)
                }
                Button("Paste") { pasted = NSPasteboard.general.string(forType: .string) ?? "empty" }
                Text(pasted)
            }
        }
    }

    @Test func thePasteboardIsTheClipboardOfTheWindowInUse() {
        let first = ViewHost(Copier(text: "from the first"), width: 300, height: 200)
        let second = ViewHost(Copier(text: "from the second"), width: 300, height: 200)
        first.click(text: "Copy")
        #expect(first.clipboard.text == "from the first")
        #expect(second.clipboard.text == nil)

        // A copy from a text field in the second window is what its Paste reads.
        second.clipboard.text = "typed elsewhere"
        second.click(text: "Paste")
        #expect(second.texts.contains("typed elsewhere"))
        first.click(text: "Paste")
        #expect(first.texts.contains("from the first"))

        let count = NSPasteboard.general.changeCount
        second.click(text: "Copy")
        #expect(second.clipboard.text == "from the second")
        #expect(NSPasteboard.general.changeCount == count + 1)
        // Only text is carried: another type is refused, and reads nothing.
        #expect(!NSPasteboard.general.setString("<b>x</b>", forType: .html))
        #expect(NSPasteboard.general.string(forType: .html) == nil)
        #expect(second.clipboard.text == "from the second")
    }

    private struct Opener: View {
        @State private var answer = "not asked"

        var body: some View {
            VStack {
                Button("Open") { answer = NSWorkspace.shared.open(URL(string: "https://example.org/trellis?from=appkit")!) ? "opened" : "refused" }
                Text(answer)
            }
        }
    }

    @Test func theWorkspaceOpensURLsWithTheWindowsOpener() {
        let host = ViewHost(Opener(), width: 300, height: 200)
        host.click(text: "Open")
        #expect(host.openedURLs == [URL(string: "https://example.org/trellis?from=appkit")!])
        #expect(host.texts.contains("opened"))
    }

    private struct QuittingApp: App {
        var body: some Scene {
            WindowGroup("Quitter") {
                Button("Quit") { NSApp.terminate(nil) }
            }
        }
    }

    @Test func terminateEndsTheApp() {
        let host = AppHost(QuittingApp(), width: 300, height: 200)
        #expect(!host.hasQuit)
        host.keyWindow?.click(text: "Quit")
        #expect(host.hasQuit)
        #expect(host.windows.isEmpty)
        // Asked again once ended, it does nothing (and does not end the test's process).
        NSApplication.shared.terminate(nil)
        #expect(host.hasQuit)
    }
}
