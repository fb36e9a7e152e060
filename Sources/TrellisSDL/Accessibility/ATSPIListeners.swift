import CDBus
@_spi(TrellisExtension) import TrellisCore

/// The events some assistive technology has asked the registry for, so a
/// change sends only events someone listens to.
///
/// Readers register event names such as `object:state-changed:focused`, or a
/// prefix of them (`object:`, `window:`); the registry lists them
/// (`GetRegisteredEvents`) and signals each registration. Until the registry
/// has answered, every event is sent.
struct ATSPIListeners {
    private var names: [String: Int] = [:]
    private var known = false

    /// Takes the registry's list, `a(ss)` of bus names and event names.
    mutating func reset(from registered: [DBusValue]) {
        names = [:]
        guard case .array(let entries)? = registered.first?.unwrapped else {
            known = false
            return
        }
        known = true
        for case .structure(let fields) in entries where fields.count == 2 {
            if let name = fields[1].string { names[Self.normalised(name), default: 0] += 1 }
        }
    }

    /// Follows a registry's `EventListenerRegistered` or `EventListenerDeregistered` signal.
    mutating func take(_ message: OpaquePointer) {
        let registered = dbus_message_is_signal(message, "org.a11y.atspi.Registry", "EventListenerRegistered") != 0
        let deregistered = dbus_message_is_signal(message, "org.a11y.atspi.Registry", "EventListenerDeregistered") != 0
        guard registered || deregistered else { return }
        let arguments = DBusValue.arguments(of: message)
        guard arguments.count >= 2, let name = arguments[1].string else { return }
        let key = Self.normalised(name)
        if registered {
            names[key, default: 0] += 1
        } else if let count = names[key] {
            names[key] = count > 1 ? count - 1 : nil
        }
    }

    /// Whether anyone listens for `event`, such as `object:state-changed:focused`.
    func wants(_ event: String) -> Bool {
        guard known else { return true }
        if names[""] != nil { return true }
        var prefix = Self.normalised(event)
        while true {
            if names[prefix] != nil { return true }
            guard let colon = prefix.lastIndex(of: ":") else { return false }
            prefix = String(prefix[..<colon])
        }
    }

    /// A name as `wants` compares it: lower case, without hyphens or a trailing colon. The registry
    /// spells `object:state-changed:focused` as D-Bus does, `Object:StateChanged:Focused`.
    static func normalised(_ name: String) -> String {
        var name = name.lowercased().replacingOccurrences(of: "-", with: "")
        while name.hasSuffix(":") { name.removeLast() }
        return name
    }
}
