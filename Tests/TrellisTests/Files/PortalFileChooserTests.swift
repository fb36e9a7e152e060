import CDBus
import Foundation
import Testing
@_spi(TrellisExtension) import TrellisCore
@testable import TrellisSDL

/// The portal path, against a bus of the test's own: first with no portal
/// on it, then with a stand-in that answers at once.
@MainActor
@Suite struct PortalFileChooserTests {
    @Test func thePortalIsAskedAndItsAnswersComeBack() async throws {
        let bus = try FakePortalBus()
        defer { bus.stop() }
        let open = FileChooserRequest(purpose: .open(multiple: false), title: "Open File", allowedContentTypes: [.plainText],
                                      folder: URL(fileURLWithPath: "/tmp"))
        #expect(await choose(open, on: bus) == .unavailable, "no portal on the bus yet")

        bus.startPortal(answer: "file:///tmp/chosen%20one.txt")
        #expect(await choose(open, on: bus) == .chosen([URL(fileURLWithPath: "/tmp/chosen one.txt")]))
        #expect(bus.calls.first?.method == "OpenFile")
        #expect(Set(bus.calls.first?.options ?? []) == ["handle_token", "modal", "multiple", "directory", "filters", "current_folder"])

        let save = FileChooserRequest(purpose: .save(suggestedName: "Greeting.txt"), title: "Save File",
                                      allowedContentTypes: [.plainText], folder: nil)
        #expect(await choose(save, on: bus) == .chosen([URL(fileURLWithPath: "/tmp/chosen one.txt")]))
        #expect(bus.calls.last?.method == "SaveFile")
        #expect(bus.calls.last?.options.contains("current_name") == true)
    }

    @Test func theDialogIsGivenTheWindowAsItsParent() async throws {
        let bus = try FakePortalBus()
        defer { bus.stop() }
        bus.startPortal(answer: "file:///tmp/a.txt")
        let open = FileChooserRequest(purpose: .open(multiple: true), title: "Open File", allowedContentTypes: [], folder: nil)
        _ = await choose(open, on: bus, parentWindow: PortalParentWindow.handle(forX11Window: 0x1e0_000a))
        #expect(bus.calls.first?.parent == "x11:1e0000a", "the portal reads the XID as hexadecimal after x11:")
        _ = await choose(open, on: bus)
        #expect(bus.calls.last?.parent == "", "no window: the portal takes an empty handle")
    }

    /// The real GTK portal answers 2 when its dialog is closed with Escape: the
    /// user saw the desktop's dialog, so the built-in one must not follow.
    @Test func aDialogTheUserClosedIsCancelledWhateverItsCode() async throws {
        for code: UInt32 in [1, 2] {
            let bus = try FakePortalBus()
            defer { bus.stop() }
            bus.startPortal(answer: "file:///tmp/a.txt", code: code)
            let open = FileChooserRequest(purpose: .open(multiple: false), title: "Open File", allowedContentTypes: [], folder: nil)
            #expect(await choose(open, on: bus) == .cancelled, "Response \(code)")
        }
    }

    /// Asks the portal on the test's own bus, never the session's, and waits for its one answer.
    private func choose(_ request: FileChooserRequest, on bus: FakePortalBus, parentWindow: String = "") async -> FileChooserOutcome {
        await withCheckedContinuation { continuation in
            PortalFileChooser(busAddress: bus.address, parentWindow: parentWindow).choose(request) {
                continuation.resume(returning: $0)
            }
        }
    }

    @Test func theEnvironmentVariableForcesEitherChooser() {
        #expect(PortalFileChooser.fromEnvironment(["TRELLIS_FILE_CHOOSER": "builtin", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]) == nil)
        #expect(PortalFileChooser.fromEnvironment(["TRELLIS_FILE_CHOOSER": "portal"]) != nil)
        #expect(PortalFileChooser.fromEnvironment(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]) != nil)
        #expect(PortalFileChooser.fromEnvironment([:]) == nil)
    }
}
