import CDBus

/// One value of a D-Bus message, read whole and checked for its type before
/// anything in it is used.
///
/// Every reply and signal Trellis takes from the desktop goes through
/// `arguments(of:)`: it asks libdbus the type of each value before reading
/// it, and goes into a container only when the value is one, so a reply of
/// an unexpected shape gives values of another case, never a read of the
/// wrong type (which crashed on a `uris` that was not a list of strings).
/// The accessors answer nil for a value of another type.
indirect enum DBusValue: Equatable, Sendable {
    case string(String)
    case objectPath(String)
    case signature(String)
    case bool(Bool)
    case byte(UInt8)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    /// A file descriptor passed with the message; Trellis asks for none, so it is not taken.
    case fileDescriptor
    case array([DBusValue])
    /// One `{key value}` entry of a dictionary (an array of them).
    case entry(DBusValue, DBusValue)
    case structure([DBusValue])
    case variant(DBusValue)

    /// D-Bus allows 64 levels of containers; a message deeper than that is not read past it.
    static let depthLimit = 64

    /// The arguments of `message`, in order.
    static func arguments(of message: OpaquePointer) -> [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        return values(in: &iterator, depth: 0)
    }

    /// The values from `iterator` to the end of its container.
    private static func values(in iterator: inout DBusMessageIter, depth: Int) -> [DBusValue] {
        var values: [DBusValue] = []
        while let value = value(at: &iterator, depth: depth) {
            values.append(value)
            if dbus_message_iter_next(&iterator) == 0 { break }
        }
        return values
    }

    /// The value `iterator` points at, read as the type libdbus says it has; nil at the end.
    private static func value(at iterator: inout DBusMessageIter, depth: Int) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(&iterator)
        switch UInt8(truncatingIfNeeded: type) {
        case UInt8(ascii: "s"): return .string(text(at: &iterator))
        case UInt8(ascii: "o"): return .objectPath(text(at: &iterator))
        case UInt8(ascii: "g"): return .signature(text(at: &iterator))
        case UInt8(ascii: "b"): return .bool(basic(at: &iterator, as: dbus_bool_t.self) != 0)
        case UInt8(ascii: "y"): return .byte(basic(at: &iterator, as: UInt8.self))
        case UInt8(ascii: "n"): return .int16(basic(at: &iterator, as: Int16.self))
        case UInt8(ascii: "q"): return .uint16(basic(at: &iterator, as: UInt16.self))
        case UInt8(ascii: "i"): return .int32(basic(at: &iterator, as: Int32.self))
        case UInt8(ascii: "u"): return .uint32(basic(at: &iterator, as: UInt32.self))
        case UInt8(ascii: "x"): return .int64(basic(at: &iterator, as: Int64.self))
        case UInt8(ascii: "t"): return .uint64(basic(at: &iterator, as: UInt64.self))
        case UInt8(ascii: "d"): return .double(basic(at: &iterator, as: Double.self))
        case UInt8(ascii: "h"): return .fileDescriptor
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "r"), UInt8(ascii: "v"):
            guard depth < depthLimit else { return .structure([]) }
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            let contents = values(in: &inner, depth: depth + 1)
            switch UInt8(truncatingIfNeeded: type) {
            case UInt8(ascii: "a"): return .array(contents)
            case UInt8(ascii: "v"): return contents.first.map(DBusValue.variant) ?? .structure([])
            case UInt8(ascii: "e"):
                return contents.count == 2 ? .entry(contents[0], contents[1]) : .structure(contents)
            default: return .structure(contents)
            }
        default:
            // DBUS_TYPE_INVALID: the end of the container.
            return nil
        }
    }

    private static func text(at iterator: inout DBusMessageIter) -> String {
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &pointer)
        return pointer.map { String(cString: $0) } ?? ""
    }

    private static func basic<Number: FixedWidthInteger>(at iterator: inout DBusMessageIter, as: Number.Type) -> Number {
        var number: Number = 0
        dbus_message_iter_get_basic(&iterator, &number)
        return number
    }

    private static func basic(at iterator: inout DBusMessageIter, as: Double.Type) -> Double {
        var number = 0.0
        dbus_message_iter_get_basic(&iterator, &number)
        return number
    }
}

extension DBusValue {
    /// This value with every variant around it taken off.
    var unwrapped: DBusValue {
        var value = self
        while case .variant(let inner) = value { value = inner }
        return value
    }

    /// The text of a string (inside any variants), else nil.
    var string: String? {
        if case .string(let text) = unwrapped { text } else { nil }
    }

    /// The path of an object path (inside any variants), else nil.
    var objectPath: String? {
        if case .objectPath(let path) = unwrapped { path } else { nil }
    }

    /// The number of a `u` (inside any variants), else nil.
    var uint32: UInt32? {
        if case .uint32(let number) = unwrapped { number } else { nil }
    }

    /// The strings of an `as` (inside any variants); nil when it is not an array
    /// or any element is not a string, so a list of another type is not half read.
    var strings: [String]? {
        guard case .array(let elements) = unwrapped else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(elements.count)
        for element in elements {
            guard case .string(let text) = element else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// The entries of an `a{s…}` dictionary by key; nil when this is not one.
    var dictionary: [String: DBusValue]? {
        guard case .array(let elements) = unwrapped else { return nil }
        var entries: [String: DBusValue] = [:]
        for element in elements {
            guard case .entry(.string(let key), let value) = element else { return nil }
            entries[key] = value
        }
        return entries
    }

    /// The D-Bus signature of this value, as a warning names what came instead of what was expected.
    var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .bool: "b"
        case .byte: "y"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .fileDescriptor: "h"
        case .array(let elements): "a" + (elements.first?.signature ?? "")
        case .entry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        }
    }
}
