import CDBus
@_spi(TrellisExtension) import TrellisCore

/// One method call from an assistive technology, read once: which object,
/// which interface and method, and its arguments, checked for their types
/// before they are used.
struct ATSPIRequest {
    let message: OpaquePointer
    let path: String
    let interface: String
    let member: String
    let arguments: [DBusValue]

    init?(_ message: OpaquePointer) {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL,
              let path = dbus_message_get_path(message), let member = dbus_message_get_member(message) else { return nil }
        self.message = message
        self.path = String(cString: path)
        interface = dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
        self.member = String(cString: member)
        arguments = DBusValue.arguments(of: message)
    }

    /// The `index`th argument as an `i`, else nil.
    func int(_ index: Int) -> Int? {
        guard arguments.indices.contains(index), case .int32(let number) = arguments[index] else { return nil }
        return Int(number)
    }

    /// The `index`th argument as a `u`, else nil.
    func uint(_ index: Int) -> UInt32? {
        guard arguments.indices.contains(index), case .uint32(let number) = arguments[index] else { return nil }
        return number
    }

    /// The `index`th argument as an `s`, else nil.
    func string(_ index: Int) -> String? {
        guard arguments.indices.contains(index) else { return nil }
        if case .string(let text) = arguments[index] { return text }
        return nil
    }
}

/// What a method call is answered with.
enum ATSPIAnswer {
    /// A reply with these arguments.
    case reply([DBusArgument])
    /// An error reply, as `org.freedesktop.DBus.Error.InvalidArgs` with a message.
    case invalid(String)
    /// The object has no such method (or is gone).
    case unknown

    /// A reply of one boolean.
    static func bool(_ value: Bool) -> ATSPIAnswer { .reply([.bool(value)]) }
    /// A reply of one `i`.
    static func int(_ value: Int) -> ATSPIAnswer { .reply([.int32(Int32(clamping: value))]) }
    /// A reply of one string.
    static func string(_ value: String) -> ATSPIAnswer { .reply([.string(value)]) }
}

extension DBusArgument {
    /// An object reference, `(so)`: a bus name and an object path.
    static func reference(_ busName: String, _ path: String) -> DBusArgument {
        .structure([.string(busName), .objectPath(path)])
    }

    /// The reference AT-SPI gives for no object.
    static let nullPath = "/org/a11y/atspi/null"
}
