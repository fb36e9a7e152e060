import CDBus
import Dispatch
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// A private libdbus connection whose incoming messages are handled on the
/// main queue as they arrive: the method calls a service answers and the
/// signals it watches.
///
/// Its socket is a read source on the main queue, which is also what ends
/// the idle frame loop's sleep (see `IdleWait`), so a question from a screen
/// reader to a window at rest is answered at once, and a bus that says
/// nothing costs nothing.
final class BusConnection: @unchecked Sendable {
    /// The libdbus connection, owned by this object.
    let connection: OpaquePointer
    /// The name the bus gave this connection, such as `:1.42`.
    let uniqueName: String
    /// Handles one incoming message; set before `startReading()`.
    @MainActor var onMessage: (@MainActor (OpaquePointer) -> Void)?
    /// Told once when the bus closed the connection while it was being read.
    @MainActor var onClose: (@MainActor () -> Void)?
    /// Set and cleared on the main actor only; read by `deinit`, which runs
    /// when nothing else holds the connection, so nothing reads it beside.
    private nonisolated(unsafe) var source: (any DispatchSourceRead)?

    private init(connection: OpaquePointer, uniqueName: String) {
        self.connection = connection
        self.uniqueName = uniqueName
    }

    deinit {
        let closing = ClosingConnection(connection: connection)
        guard let source else { return closing.close() }
        // libdispatch keeps one registration per descriptor and wants a live
        // source cancelled before its descriptor closes ("close the descriptor
        // in the cancellation handler"). Closed under a live source, the
        // socket's number, given to the next connection, could stay deaf.
        source.setCancelHandler { closing.close() }
        source.cancel()
    }

    /// Connects to the bus at `address` and says hello, waiting at most
    /// `timeoutMilliseconds` for its answer; nil when it could not.
    static func open(address: String, timeoutMilliseconds: Int32) -> BusConnection? {
        dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let opened = dbus_connection_open_private(address, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(opened, 0)
        guard SessionBus.sayHello(on: opened, timeoutMilliseconds: timeoutMilliseconds),
              let name = dbus_bus_get_unique_name(opened) else {
            dbus_connection_close(opened)
            dbus_connection_unref(opened)
            return nil
        }
        return BusConnection(connection: opened, uniqueName: String(cString: name))
    }

    /// Calls `member` of `interface` on `path` at `destination` and waits at
    /// most `timeoutMilliseconds` for the answer's arguments; nil for an error or no answer.
    func call(_ destination: String, _ path: String, _ interface: String, _ member: String,
              _ arguments: [DBusArgument] = [], timeoutMilliseconds: Int32 = 1_000) -> [DBusValue]? {
        Self.call(on: connection, destination, path, interface, member, arguments, timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Calls `member` on `connection`, a libdbus connection of any owner, as `call` does.
    static func call(on connection: OpaquePointer, _ destination: String, _ path: String, _ interface: String, _ member: String,
                     _ arguments: [DBusArgument], timeoutMilliseconds: Int32) -> [DBusValue]? {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else { return nil }
        defer { dbus_message_unref(message) }
        guard DBusArgument.append(arguments, to: message) else { return nil }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, timeoutMilliseconds, &error) else {
            return nil
        }
        defer { dbus_message_unref(reply) }
        return DBusValue.arguments(of: reply)
    }

    /// Asks the bus to pass on the signals `rule` matches.
    func addMatch(_ rule: String) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        dbus_bus_add_match(connection, rule, &error)
    }

    /// Answers the method call `message` with `arguments`, unless it asked for no reply.
    func reply(to message: OpaquePointer, with arguments: [DBusArgument]) {
        guard dbus_message_get_no_reply(message) == 0, let reply = dbus_message_new_method_return(message) else { return }
        defer { dbus_message_unref(reply) }
        guard DBusArgument.append(arguments, to: reply) else { return }
        dbus_connection_send(connection, reply, nil)
    }

    /// Answers the method call `message` with the error `name` saying `text`.
    func fail(_ message: OpaquePointer, _ name: String, _ text: String) {
        guard dbus_message_get_no_reply(message) == 0, let reply = dbus_message_new_error(message, name, text) else { return }
        defer { dbus_message_unref(reply) }
        dbus_connection_send(connection, reply, nil)
    }

    /// Sends the signal `member` of `interface` from `path` with `arguments`.
    func signal(_ path: String, _ interface: String, _ member: String, _ arguments: [DBusArgument]) {
        guard let message = dbus_message_new_signal(path, interface, member) else { return }
        defer { dbus_message_unref(message) }
        guard DBusArgument.append(arguments, to: message) else { return }
        dbus_connection_send(connection, message, nil)
    }

    /// Writes what was sent to the socket; a local bus takes it at once.
    func flush() { dbus_connection_flush(connection) }

    /// Starts handling incoming messages on the main queue, first those
    /// libdbus already read while it waited for an answer.
    @MainActor func startReading() {
        guard source == nil else { return }
        var descriptor: Int32 = -1
        guard dbus_connection_get_unix_fd(connection, &descriptor) != 0, descriptor >= 0 else { return }
        let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        reader.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readAvailable() }
        }
        reader.resume()
        source = reader
        readAvailable()
    }

    /// Stops handling incoming messages.
    @MainActor func stopReading() {
        source?.cancel()
        source = nil
    }

    /// Whether incoming messages are being handled: from `startReading()`
    /// until `stopReading()`, or until the bus closed the connection.
    @MainActor var isReading: Bool { source != nil }

    /// Whether the bus is still there.
    var isConnected: Bool { dbus_connection_get_is_connected(connection) != 0 }

    /// Reads what the socket holds without waiting, and handles each message.
    @MainActor private func readAvailable() {
        // A closed socket reads as ready for ever: the source must go, or it would spin.
        guard dbus_connection_read_write(connection, 0) != 0 else {
            stopReading()
            onClose?()
            return
        }
        while let message = dbus_connection_pop_message(connection) {
            onMessage?(message)
            dbus_message_unref(message)
        }
        flush()
    }
}

/// A libdbus connection to close and release once its read source is gone,
/// handed to the source's cancellation handler on the main queue.
private struct ClosingConnection: @unchecked Sendable {
    let connection: OpaquePointer

    func close() {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }
}
