import CDBus
import Foundation
import Testing
import TrellisCore
@testable import TrellisSDL

/// A private session bus, with a stand-in portal that answers every
/// `FileChooser` call by choosing `answer`.
private final class FakePortalBus: @unchecked Sendable {
    let address: String
    private let daemon: Process
    private let configuration: URL
    /// The method the portal was called with, and its options' keys; read after the answer.
    private var recorded: [(method: String, options: [String])] = []
    var calls: [(method: String, options: [String])] { lock.withLock { recorded } }
    private var running = true
    private let lock = NSLock()

    init() throws {
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        // A bus of its own with no service folders: with xdg-desktop-portal installed,
        // the session configuration would start the real portal when the chooser
        // calls, and its dialog would wait for a user, racing the stand-in.
        configuration = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-test-bus-\(UUID().uuidString).conf")
        try Self.busConfiguration.write(to: configuration, atomically: true, encoding: .utf8)
        daemon.arguments = ["--config-file=\(configuration.path)", "--nofork", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        try daemon.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        address = line.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A session bus that starts no services: only the stand-in answers.
    private static let busConfiguration = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:tmpdir=/tmp</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """

    /// Puts the stand-in portal on the bus, answering every call with `answer`.
    func startPortal(answer: String) {
        let ready = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [self] in serve(answer: answer, ready: ready) }
        ready.wait()
    }

    func stop() {
        lock.withLock { running = false }
        // Foundation's waitUntilExit can miss the exit of a terminated daemon here; a kill needs no wait.
        kill(daemon.processIdentifier, SIGKILL)
        try? FileManager.default.removeItem(at: configuration)
    }

    private var isRunning: Bool { lock.withLock { running } }

    private func serve(answer: String, ready: DispatchSemaphore) {
        var error = DBusError()
        dbus_error_init(&error)
        guard let connection = dbus_connection_open_private(address, &error), dbus_bus_register(connection, &error) != 0 else {
            ready.signal()
            return
        }
        dbus_bus_request_name(connection, "org.freedesktop.portal.Desktop", 0, &error)
        ready.signal()
        while isRunning, dbus_connection_read_write(connection, 100) != 0 {
            while let message = dbus_connection_pop_message(connection) {
                defer { dbus_message_unref(message) }
                guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL,
                      let member = dbus_message_get_member(message) else { continue }
                let method = String(cString: member)
                let count = lock.withLock {
                    recorded.append((method, Self.optionKeys(of: message)))
                    return recorded.count
                }
                let handle = "/org/freedesktop/portal/desktop/request/test/\(count)"
                let reply = dbus_message_new_method_return(message)!
                var iterator = DBusMessageIter()
                dbus_message_iter_init_append(reply, &iterator)
                handle.withCString { pointer in
                    var value: UnsafePointer<CChar>? = pointer
                    _ = dbus_message_iter_append_basic(&iterator, Int32(UInt8(ascii: "o")), &value)
                }
                dbus_connection_send(connection, reply, nil)
                dbus_message_unref(reply)
                Self.respond(on: connection, path: handle, uri: answer)
            }
        }
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// The keys of the `a{sv}` after the two strings.
    private static func optionKeys(of message: OpaquePointer) -> [String] {
        var iterator = DBusMessageIter(), options = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0, dbus_message_iter_next(&iterator) != 0,
              dbus_message_iter_next(&iterator) != 0 else { return [] }
        dbus_message_iter_recurse(&iterator, &options)
        var keys: [String] = []
        while dbus_message_iter_get_arg_type(&options) == Int32(UInt8(ascii: "e")) {
            var entry = DBusMessageIter()
            dbus_message_iter_recurse(&options, &entry)
            var pointer: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&entry, &pointer)
            if let pointer { keys.append(String(cString: pointer)) }
            dbus_message_iter_next(&options)
        }
        return keys
    }

    /// Signals `Response(0, {"uris": [uri]})` on the request object.
    private static func respond(on connection: OpaquePointer, path: String, uri: String) {
        let signal = dbus_message_new_signal(path, "org.freedesktop.portal.Request", "Response")!
        defer { dbus_message_unref(signal) }
        var iterator = DBusMessageIter(), results = DBusMessageIter(), entry = DBusMessageIter()
        var variant = DBusMessageIter(), uris = DBusMessageIter()
        dbus_message_iter_init_append(signal, &iterator)
        var code: UInt32 = 0
        dbus_message_iter_append_basic(&iterator, Int32(UInt8(ascii: "u")), &code)
        dbus_message_iter_open_container(&iterator, Int32(UInt8(ascii: "a")), "{sv}", &results)
        dbus_message_iter_open_container(&results, Int32(UInt8(ascii: "e")), nil, &entry)
        for (text, target) in [("uris", 0), (uri, 1)] {
            text.withCString { pointer in
                var value: UnsafePointer<CChar>? = pointer
                if target == 0 {
                    _ = dbus_message_iter_append_basic(&entry, Int32(UInt8(ascii: "s")), &value)
                    dbus_message_iter_open_container(&entry, Int32(UInt8(ascii: "v")), "as", &variant)
                    dbus_message_iter_open_container(&variant, Int32(UInt8(ascii: "a")), "s", &uris)
                } else {
                    _ = dbus_message_iter_append_basic(&uris, Int32(UInt8(ascii: "s")), &value)
                }
            }
        }
        dbus_message_iter_close_container(&variant, &uris)
        dbus_message_iter_close_container(&entry, &variant)
        dbus_message_iter_close_container(&results, &entry)
        dbus_message_iter_close_container(&iterator, &results)
        dbus_connection_send(connection, signal, nil)
        dbus_connection_flush(connection)
    }
}

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

    /// Asks the portal on the test's own bus, never the session's, and waits for its one answer.
    private func choose(_ request: FileChooserRequest, on bus: FakePortalBus) async -> FileChooserOutcome {
        await withCheckedContinuation { continuation in
            PortalFileChooser(busAddress: bus.address).choose(request) { continuation.resume(returning: $0) }
        }
    }

    @Test func theEnvironmentVariableForcesEitherChooser() {
        #expect(PortalFileChooser.fromEnvironment(["TRELLIS_FILE_CHOOSER": "builtin", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]) == nil)
        #expect(PortalFileChooser.fromEnvironment(["TRELLIS_FILE_CHOOSER": "portal"]) != nil)
        #expect(PortalFileChooser.fromEnvironment(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]) != nil)
        #expect(PortalFileChooser.fromEnvironment([:]) == nil)
    }
}
