import CDBus
import Foundation

/// A private session bus, with a stand-in portal that answers every call
/// with a request object and then, at once, its `Response`: the code it was
/// started with and `answer` as the chosen URI; or, as an untrusted desktop
/// may, a `Response` of the wrong shape, or none at all.
final class FakePortalBus: @unchecked Sendable {
    /// What the stand-in portal answers each call with.
    enum Answer: Sendable {
        /// `Response(code, {"uris": [uri]})`, as the real portal does.
        case chosen(String, code: UInt32)
        /// `Response(0, {"uris": <v(ai) [1, 2]>})`: a list, of numbers.
        case urisOfNumbers
        /// `Response(0, {"uris": <v(s) uri>})`: one string, not a list.
        case urisAsOneString
        /// `Response(0, "results")`: a string where the results dictionary goes.
        case resultsAsAString
        /// `Response("0", {})`: the code as a string.
        case codeAsAString
        /// The request object, and never a `Response`.
        case never
    }

    let address: String
    private let daemon: Process
    /// One call the portal answered: its method, its first argument (the
    /// parent window, for the portals that take one), and its options' keys.
    struct Call {
        let method: String
        let parent: String
        let options: [String]
    }
    private var recorded: [Call] = []
    /// The calls answered so far, oldest first.
    var calls: [Call] { lock.withLock { recorded } }
    private var running = true
    private let lock = NSLock()

    /// A session bus that starts no services: `--session` would read the
    /// system's session configuration, and where xdg-desktop-portal is
    /// installed a call to a name nobody owns yet would start the real portal,
    /// whose dialog then waits for a user who never comes.
    static let configuration = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
          "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:tmpdir=\(NSTemporaryDirectory())</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """

    init() throws {
        (daemon, address) = try Self.startDaemon()
    }

    /// Starts a `dbus-daemon` of `configuration` and returns it with its address; the
    /// configuration file is gone once the daemon has read it.
    static func startDaemon(configurationFolder: URL = FileManager.default.temporaryDirectory) throws -> (Process, String) {
        let config = configurationFolder.appendingPathComponent("trellis-bus-\(UUID().uuidString).conf")
        try configuration.write(to: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: config) }
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--config-file=\(config.path)", "--nofork", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        // Left to inherit the test's stderr, a daemon outliving a crashed test run
        // holds swift-test's pipe open, and the run then waits for ever.
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        return (daemon, line.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Puts the stand-in portal on the bus, answering every call with `code`
    /// (0 chose, 1 cancelled, 2 ended otherwise) and `answer`.
    func startPortal(answer: String, code: UInt32 = 0) {
        startPortal(.chosen(answer, code: code))
    }

    /// Puts the stand-in portal on the bus, answering every call with `answer`.
    func startPortal(_ answer: Answer) {
        let ready = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [self] in serve(answer: answer, ready: ready) }
        ready.wait()
    }

    func stop() {
        lock.withLock { running = false }
        // Foundation's waitUntilExit can miss the exit of a terminated daemon here; a kill needs no wait.
        kill(daemon.processIdentifier, SIGKILL)
    }

    /// The connections open on this bus now, less the one that asks: the
    /// bus's own count, which no other test in the process can disturb, where
    /// the process's descriptors move with every test running beside.
    func openConnections() -> Int? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else { return nil }
        defer { dbus_connection_close(connection); dbus_connection_unref(connection) }
        guard dbus_bus_register(connection, &error) != 0 else { return nil }
        let call = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames")!
        defer { dbus_message_unref(call) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, call, 5_000, &error) else { return nil }
        defer { dbus_message_unref(reply) }
        var iterator = DBusMessageIter(), names = DBusMessageIter()
        guard dbus_message_iter_init(reply, &iterator) != 0 else { return nil }
        dbus_message_iter_recurse(&iterator, &names)
        var unique = 0
        while dbus_message_iter_get_arg_type(&names) == Self.type("s") {
            var pointer: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&names, &pointer)
            // Unique names (":1.4") are one per connection; well-known names are extra.
            if let pointer, pointer.pointee == CChar(UInt8(ascii: ":")) { unique += 1 }
            dbus_message_iter_next(&names)
        }
        return unique - 1
    }

    private var isRunning: Bool { lock.withLock { running } }

    private func serve(answer: Answer, ready: DispatchSemaphore) {
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
                    recorded.append(Call(method: method, parent: Self.firstString(of: message), options: Self.optionKeys(of: message)))
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
                Self.respond(on: connection, path: handle, answer: answer)
            }
        }
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// The call's first argument when it is a string.
    private static func firstString(of message: OpaquePointer) -> String {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0,
              dbus_message_iter_get_arg_type(&iterator) == Int32(UInt8(ascii: "s")) else { return "" }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &pointer)
        return pointer.map { String(cString: $0) } ?? ""
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

    /// Signals `Response` on the request object as `answer` says.
    private static func respond(on connection: OpaquePointer, path: String, answer: Answer) {
        if case .never = answer { return }
        let signal = dbus_message_new_signal(path, "org.freedesktop.portal.Request", "Response")!
        defer { dbus_message_unref(signal) }
        var message = DBusMessageIter()
        dbus_message_iter_init_append(signal, &message)
        switch answer {
        case .chosen(let uri, let code):
            append(code, to: &message)
            results(uris: "as", to: &message) { append([uri], to: &$0) }
        case .urisOfNumbers:
            append(0, to: &message)
            results(uris: "ai", to: &message) { list in
                var array = DBusMessageIter()
                dbus_message_iter_open_container(&list, type("a"), "i", &array)
                for var number: Int32 in [1, 2] { dbus_message_iter_append_basic(&array, type("i"), &number) }
                dbus_message_iter_close_container(&list, &array)
            }
        case .urisAsOneString:
            append(0, to: &message)
            results(uris: "s", to: &message) { append(string: "file:///tmp/a.txt", to: &$0) }
        case .resultsAsAString:
            append(0, to: &message)
            append(string: "results", to: &message)
        case .codeAsAString:
            append(string: "0", to: &message)
            results(uris: "as", to: &message) { append(["file:///tmp/a.txt"], to: &$0) }
        case .never:
            return
        }
        dbus_connection_send(connection, signal, nil)
        dbus_connection_flush(connection)
    }

    private static func type(_ code: Unicode.Scalar) -> Int32 { Int32(code.value) }

    private static func append(_ code: UInt32, to iterator: inout DBusMessageIter) {
        var code = code
        dbus_message_iter_append_basic(&iterator, type("u"), &code)
    }

    private static func append(string: String, to iterator: inout DBusMessageIter) {
        string.withCString { pointer in
            var value: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(&iterator, type("s"), &value)
        }
    }

    private static func append(_ strings: [String], to iterator: inout DBusMessageIter) {
        var array = DBusMessageIter()
        dbus_message_iter_open_container(&iterator, type("a"), "s", &array)
        for text in strings { append(string: text, to: &array) }
        dbus_message_iter_close_container(&iterator, &array)
    }

    /// The results `a{sv}` with one entry, `uris`, whose variant of `signature` `value` writes.
    private static func results(uris signature: String, to iterator: inout DBusMessageIter,
                                _ value: (inout DBusMessageIter) -> Void) {
        var results = DBusMessageIter(), entry = DBusMessageIter(), variant = DBusMessageIter()
        dbus_message_iter_open_container(&iterator, type("a"), "{sv}", &results)
        dbus_message_iter_open_container(&results, type("e"), nil, &entry)
        append(string: "uris", to: &entry)
        dbus_message_iter_open_container(&entry, type("v"), signature, &variant)
        value(&variant)
        dbus_message_iter_close_container(&entry, &variant)
        dbus_message_iter_close_container(&results, &entry)
        dbus_message_iter_close_container(&iterator, &results)
    }
}
