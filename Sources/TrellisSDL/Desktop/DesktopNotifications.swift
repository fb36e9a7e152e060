import CDBus
import Dispatch
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// The desktop's notification daemon, `org.freedesktop.Notifications` on the
/// session bus (the freedesktop Desktop Notifications specification, which
/// dunst, mako, GNOME Shell, KDE Plasma and notification-daemon serve).
///
/// Every use of the connection happens on one serial queue: the calls, which
/// wait at most a few seconds for the daemon, and the signals it sends back.
/// libdbus is then never used from two threads at once, and the main actor
/// never waits on the bus. The daemon sends `ActionInvoked` only to the
/// connection that sent `Notify`, so the same connection reads the signals.
package final class DesktopNotifications: @unchecked Sendable {
    /// What the daemon says about a notification it shows.
    package enum Signal: Sendable, Equatable {
        /// The user chose `action` (`"default"`: clicked the notification) on notification `id`.
        case actionInvoked(id: UInt32, action: String)
        /// Notification `id` went (1 expired, 2 dismissed by the user, 3 closed by a call, 4 otherwise).
        case closed(id: UInt32, reason: UInt32)
    }

    /// One notification to show.
    package struct Message: Sendable {
        /// The application's name, which some daemons show and group by.
        package var appName: String
        /// The one-line summary: what Apple calls the title.
        package var summary: String
        /// The text below it.
        package var body: String
        /// The daemon's id of a notification this one takes the place of; 0 for a new one.
        package var replacesID: UInt32
        /// A sound theme name to play, or nil to ask for silence.
        package var soundName: String?

        /// A message with these parts.
        package init(appName: String, summary: String, body: String, replacesID: UInt32 = 0, soundName: String? = nil) {
            self.appName = appName
            self.summary = summary
            self.body = body
            self.replacesID = replacesID
            self.soundName = soundName
        }
    }

    private static let name = "org.freedesktop.Notifications"
    private static let path = "/org/freedesktop/Notifications"
    private let queue = DispatchQueue(label: "trellis.desktop-notifications")
    /// The bus to use; nil for the session bus the environment names when connecting.
    private let address: String?
    // Touched only on `queue`.
    /// Called on the queue for each signal of the daemon's about this connection's notifications.
    private var onSignal: (@Sendable (Signal) -> Void)?
    private var bus: BusConnection?
    private var reader: (any DispatchSourceRead)?

    /// A client of the daemon on the bus at `busAddress` (nil: the session
    /// bus), connecting when first asked.
    package init(busAddress: String? = nil) {
        address = busAddress
    }

    /// Passes the daemon's signals to `handler`, on the client's queue, from
    /// the calls made after this one on.
    package func setSignalHandler(_ handler: @escaping @Sendable (Signal) -> Void) {
        queue.async { [self] in onSignal = handler }
    }

    deinit {
        reader?.cancel()
    }

    /// Asks the daemon its name (`GetServerInformation`); `done` gets nil, on
    /// the client's queue, when no daemon answered.
    package func serverName(_ done: @escaping @Sendable (String?) -> Void) {
        queue.async { [self] in
            // A daemon that is installed but not running is started by the bus on this first call.
            let answer = connected()?.call(Self.name, Self.path, Self.name, "GetServerInformation", timeoutMilliseconds: 5_000)
            drainMessages()
            done(answer?.first?.string)
        }
    }

    /// Shows `message` (`Notify`), clicking it invoking the "default" action;
    /// `done` gets the daemon's id for it, or nil when no daemon took it.
    package func notify(_ message: Message, _ done: @escaping @Sendable (UInt32?) -> Void) {
        queue.async { [self] in
            var hints: [(String, DBusArgument)] = []
            if let sound = message.soundName { hints.append(("sound-name", .string(sound))) } else { hints.append(("suppress-sound", .bool(true))) }
            let arguments: [DBusArgument] = [
                .string(message.appName), .uint32(message.replacesID), .string(""),
                .string(message.summary), .string(message.body),
                // The default action is what clicking the notification does; its label is not shown.
                .array(element: "s", [.string("default"), .string("")]),
                .properties(hints),
                // -1: the daemon's own timeout for the urgency, as apps leave it on a Mac.
                .int32(-1),
            ]
            let answer = connected()?.call(Self.name, Self.path, Self.name, "Notify", arguments, timeoutMilliseconds: 2_000)
            drainMessages()
            done(answer?.first?.uint32)
        }
    }

    /// Takes notification `id` off the screen (`CloseNotification`).
    package func close(_ id: UInt32) {
        queue.async { [self] in
            _ = connected()?.call(Self.name, Self.path, Self.name, "CloseNotification", [.uint32(id)], timeoutMilliseconds: 2_000)
            drainMessages()
        }
    }

    /// Runs `work` on the client's queue after everything asked before it, for tests to wait on.
    package func afterPendingCalls(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// The connection, made (or made again, after the bus went) when needed; nil without a bus.
    private func connected() -> BusConnection? {
        if let bus, bus.isConnected { return bus }
        reader?.cancel()
        reader = nil
        bus = nil
        guard let address = address ?? SessionBus.address(),
              let opened = BusConnection.open(address: address, timeoutMilliseconds: 1_000) else { return nil }
        opened.addMatch("type='signal',interface='\(Self.name)',path='\(Self.path)'")
        var descriptor: Int32 = -1
        if dbus_connection_get_unix_fd(opened.connection, &descriptor) != 0, descriptor >= 0 {
            // The signals wake this queue, never the main one: nothing waits on a quiet daemon.
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { [weak self] in self?.drainMessages() }
            source.resume()
            reader = source
        }
        bus = opened
        return opened
    }

    /// Reads what the socket holds without waiting, and passes on the daemon's signals.
    private func drainMessages() {
        guard let bus else { return }
        guard dbus_connection_read_write(bus.connection, 0) != 0 else {
            reader?.cancel()
            reader = nil
            self.bus = nil
            return
        }
        while let message = dbus_connection_pop_message(bus.connection) {
            defer { dbus_message_unref(message) }
            if let signal = Self.signal(in: message) { onSignal?(signal) }
        }
    }

    /// The daemon's signal `message` carries, checked for its types; nil for anything else.
    private static func signal(in message: OpaquePointer) -> Signal? {
        if dbus_message_is_signal(message, name, "ActionInvoked") != 0 {
            let arguments = DBusValue.arguments(of: message)
            guard arguments.count == 2, let id = arguments[0].uint32, let action = arguments[1].string else {
                warnMalformed("ActionInvoked", arguments, expected: "us")
                return nil
            }
            return .actionInvoked(id: id, action: action)
        }
        if dbus_message_is_signal(message, name, "NotificationClosed") != 0 {
            let arguments = DBusValue.arguments(of: message)
            guard arguments.count == 2, let id = arguments[0].uint32, let reason = arguments[1].uint32 else {
                warnMalformed("NotificationClosed", arguments, expected: "uu")
                return nil
            }
            return .closed(id: id, reason: reason)
        }
        return nil
    }

    /// Warns, once per signal and shape, of a signal whose values are not of the types the specification gives.
    private static func warnMalformed(_ signal: String, _ arguments: [DBusValue], expected: String) {
        let got = String(arguments.map(\.unwrapped.signature).joined().prefix(80))
        Diagnostics.warnOnce("notifications-malformed-\(signal)-\(got)",
                             "the notification daemon sent \(signal) with values of type \"\(got)\" instead of \"\(expected)\"; ignoring it")
    }
}
