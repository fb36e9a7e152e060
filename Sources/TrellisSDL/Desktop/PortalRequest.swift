import CDBus
import Foundation

/// How a portal request ended: `Response(u response, a{sv} results)` on the
/// `org.freedesktop.portal.Request` object that a method call answered with.
enum PortalResponse: Equatable {
    /// Code 0: the user went through with it.
    case success
    /// Code 1: the user cancelled.
    case cancelled
    /// Code 2: it ended some other way. GTK's dialogs say this when closed
    /// with Escape or their window's close button, so it is a choice, not a fault.
    case ended
    /// The bus closed before the portal answered.
    case disconnected
    /// The portal did not answer within the time the caller allowed; the
    /// request was given up and its connection closed, which closes its dialog.
    case timedOut
    /// The portal answered with values of other types than `(u a{sv})`;
    /// a warning said so, and nothing in it was used.
    case malformed

    init(code: UInt32) {
        switch code {
        case 0: self = .success
        case 1: self = .cancelled
        default: self = .ended
        }
    }
}

extension PortalConnection {
    private static let requestInterface = "org.freedesktop.portal.Request"

    /// Calls `method` of the portal `interface`, whose answer comes later as a
    /// `Response` signal, and waits at most `responseTimeout` seconds for it;
    /// `read` turns how it ended, and the results the portal sent with it
    /// (each checked for its type on use), into the result.
    ///
    /// `arguments` writes the call's arguments given the `handle_token` to put
    /// in its options. Nil when the portal did not take the call within
    /// `timeoutMilliseconds` (no portal, or none with this interface). Callers
    /// run it inside `PortalRequestLimit.run`. The connection must
    /// stay open until the answer: the portal closes the requests of a caller
    /// that leaves the bus, and with them their dialogs.
    func request<Result>(interface: String, method: String, timeoutMilliseconds: Int32, responseTimeout: Double,
                         arguments: (_ token: String, inout DBusMessageIter) -> Bool,
                         read: (_ response: PortalResponse, _ results: [String: DBusValue]) -> Result) -> Result? {
        let token = "trellis\(UInt32.random(in: 1...UInt32.max))"
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        // Listen before asking, so an answer that comes at once is not missed.
        dbus_bus_add_match(connection, "type='signal',interface='\(Self.requestInterface)',member='Response'", &error)
        guard let message = dbus_message_new_method_call("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                         interface, method) else { return nil }
        defer { dbus_message_unref(message) }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        guard arguments(token, &iterator),
              let reply = dbus_connection_send_with_reply_and_block(connection, message, timeoutMilliseconds, &error) else {
            return nil
        }
        let handle = DBusValue.arguments(of: reply).first?.objectPath
        dbus_message_unref(reply)
        let handles = [handle, expectedHandle(token: token)].compactMap { $0 }
        let (response, results) = waitForResponse(handles: handles, what: "\(interface).\(method)",
                                                  deadline: .now() + responseTimeout)
        return read(response, results)
    }

    /// Where the portal puts the request object for `token`; portals before
    /// 0.9 answered another path, which the call's reply names.
    private func expectedHandle(token: String) -> String? {
        guard let unique = dbus_bus_get_unique_name(connection) else { return nil }
        let sender = String(cString: unique).dropFirst().replacingOccurrences(of: ".", with: "_")
        return "/org/freedesktop/portal/desktop/request/\(sender)/\(token)"
    }

    private func waitForResponse(handles: [String], what: String, deadline: DispatchTime) -> (PortalResponse, [String: DBusValue]) {
        while true {
            let now = DispatchTime.now()
            guard now < deadline else { return (.timedOut, [:]) }
            let left = Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000
            guard dbus_connection_read_write(connection, Int32(min(max(left, 1), 250))) != 0 else { return (.disconnected, [:]) }
            while let message = dbus_connection_pop_message(connection) {
                defer { dbus_message_unref(message) }
                guard dbus_message_is_signal(message, Self.requestInterface, "Response") != 0,
                      let path = dbus_message_get_path(message), handles.contains(String(cString: path)) else { continue }
                let arguments = DBusValue.arguments(of: message)
                guard arguments.count == 2, case .uint32(let code) = arguments[0], let results = arguments[1].dictionary else {
                    Self.warnMalformed("\(what)'s Response", arguments, expected: "ua{sv}")
                    return (.malformed, [:])
                }
                return (PortalResponse(code: code), results)
            }
        }
    }
}
