import CDBus
@_spi(TrellisExtension) import TrellisCore

/// One method call to a service Trellis offers on a bus (the AT-SPI objects,
/// a tray icon and its menu), read once: which object,
/// which interface and method, and its arguments, checked for their types
/// before they are used.
struct BusRequest {
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

    /// The `index`th argument as a `b`, else nil.
    func bool(_ index: Int) -> Bool? {
        guard arguments.indices.contains(index), case .bool(let value) = arguments[index] else { return nil }
        return value
    }

    /// The `index`th argument as an `ai`, else empty.
    func ints(_ index: Int) -> [Int] {
        guard arguments.indices.contains(index), case .array(let values) = arguments[index] else { return [] }
        return values.compactMap { if case .int32(let number) = $0 { Int(number) } else { nil } }
    }

    /// Answers `org.freedesktop.DBus.Properties` Get and GetAll from `list`, which
    /// gives the properties of an interface, or nil for an interface the object lacks.
    func propertiesAnswer(_ list: (String) -> [(String, DBusArgument)]?) -> BusAnswer {
        guard let interface = string(0) else { return .invalid("the interface name must be a string") }
        guard let properties = list(interface) else { return .invalid("no interface \(interface) at \(path)") }
        switch member {
        case "Get":
            guard let name = string(1) else { return .invalid("the property name must be a string") }
            guard let value = properties.first(where: { $0.0 == name })?.1 else { return .invalid("no property \(name) of \(interface)") }
            return .reply([.variant(value)])
        case "GetAll": return .reply([.properties(properties)])
        default: return .unknown
        }
    }

    /// The `index`th argument as an `s`, else nil.
    func string(_ index: Int) -> String? {
        guard arguments.indices.contains(index) else { return nil }
        if case .string(let text) = arguments[index] { return text }
        return nil
    }
}

/// What a method call is answered with.
enum BusAnswer {
    /// A reply with these arguments.
    case reply([DBusArgument])
    /// An error reply, as `org.freedesktop.DBus.Error.InvalidArgs` with a message.
    case invalid(String)
    /// The object has no such method (or is gone).
    case unknown

    /// A reply of one boolean.
    static func bool(_ value: Bool) -> BusAnswer { .reply([.bool(value)]) }
    /// A reply of one `i`.
    static func int(_ value: Int) -> BusAnswer { .reply([.int32(Int32(clamping: value))]) }
    /// A reply of one string.
    static func string(_ value: String) -> BusAnswer { .reply([.string(value)]) }
}

extension DBusArgument {
    /// An object reference, `(so)`: a bus name and an object path.
    static func reference(_ busName: String, _ path: String) -> DBusArgument {
        .structure([.string(busName), .objectPath(path)])
    }

    /// The reference AT-SPI gives for no object.
    static let nullPath = "/org/a11y/atspi/null"
}

extension BusConnection {
    /// Sends `answer` to `request`: its reply, or the D-Bus error that says what was wrong.
    func send(_ answer: BusAnswer, to request: BusRequest) {
        switch answer {
        case .reply(let arguments): reply(to: request.message, with: arguments)
        case .invalid(let text): fail(request.message, "org.freedesktop.DBus.Error.InvalidArgs", text)
        case .unknown:
            fail(request.message, "org.freedesktop.DBus.Error.UnknownMethod",
                 "no method \(request.member) of \(request.interface) at \(request.path)")
        }
    }
}
