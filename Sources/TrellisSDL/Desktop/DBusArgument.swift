import CDBus

/// One value to write into a D-Bus message, typed, so a reply or signal is
/// built as a tree of values and written in one place.
///
/// `DBusValue` is what Trellis reads from the bus, checked for its type; this
/// is what it writes. An array names its element type, so an empty one still
/// has a signature.
indirect enum DBusArgument: Sendable {
    case string(String)
    case objectPath(String)
    case bool(Bool)
    case byte(UInt8)
    case int16(Int16)
    case int32(Int32)
    case uint32(UInt32)
    case double(Double)
    /// An array of values of the type `element` spells.
    case array(element: String, [DBusArgument])
    /// One `{key value}` entry of a dictionary.
    case entry(DBusArgument, DBusArgument)
    case structure([DBusArgument])
    case variant(DBusArgument)

    /// A dictionary of string keys to variants (`a{sv}`).
    static func properties(_ entries: [(String, DBusArgument)]) -> DBusArgument {
        .array(element: "{sv}", entries.map { .entry(.string($0.0), .variant($0.1)) })
    }

    /// A dictionary of string keys to strings (`a{ss}`).
    static func strings(_ entries: [(String, String)]) -> DBusArgument {
        .array(element: "{ss}", entries.map { .entry(.string($0.0), .string($0.1)) })
    }

    /// The value's D-Bus signature.
    var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .bool: "b"
        case .byte: "y"
        case .int16: "n"
        case .int32: "i"
        case .uint32: "u"
        case .double: "d"
        case .array(let element, _): "a" + element
        case .entry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        }
    }

    /// Writes the value at `iterator`; false when libdbus ran out of memory.
    @discardableResult
    func append(to iterator: inout DBusMessageIter) -> Bool {
        func code(_ scalar: Unicode.Scalar) -> Int32 { Int32(scalar.value) }
        func basic<Number: BitwiseCopyable>(_ type: Unicode.Scalar, _ number: Number) -> Bool {
            var number = number
            return dbus_message_iter_append_basic(&iterator, code(type), &number) != 0
        }
        func text(_ type: Unicode.Scalar, _ text: String) -> Bool {
            // libdbus refuses text with a NUL inside; what follows one is never read out anyway.
            let clean = text.contains("\0") ? String(text.prefix { $0 != "\0" }) : text
            return clean.withCString { pointer in
                var value: UnsafePointer<CChar>? = pointer
                return dbus_message_iter_append_basic(&iterator, code(type), &value) != 0
            }
        }
        func container(_ type: Unicode.Scalar, _ contained: String?, _ values: [DBusArgument]) -> Bool {
            var inner = DBusMessageIter()
            let opened = contained.map { dbus_message_iter_open_container(&iterator, code(type), $0, &inner) }
                ?? dbus_message_iter_open_container(&iterator, code(type), nil, &inner)
            guard opened != 0 else { return false }
            var written = true
            for value in values where written { written = value.append(to: &inner) }
            return dbus_message_iter_close_container(&iterator, &inner) != 0 && written
        }
        switch self {
        case .string(let value): return text("s", value)
        case .objectPath(let path): return text("o", path)
        case .bool(let value): return basic("b", dbus_bool_t(value ? 1 : 0))
        case .byte(let value): return basic("y", value)
        case .int16(let value): return basic("n", value)
        case .int32(let value): return basic("i", value)
        case .uint32(let value): return basic("u", value)
        case .double(let value): return basic("d", value)
        case .array(let element, let values): return container("a", element, values)
        case .entry(let key, let value): return container("e", nil, [key, value])
        case .structure(let fields): return container("r", nil, fields)
        case .variant(let value): return container("v", value.signature, [value])
        }
    }

    /// Writes `arguments` as the arguments of `message`, in order.
    @discardableResult
    static func append(_ arguments: [DBusArgument], to message: OpaquePointer) -> Bool {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        return arguments.allSatisfy { $0.append(to: &iterator) }
    }
}
