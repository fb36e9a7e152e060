import CDBus
import Foundation
import TrellisCore

/// Writing the portals' arguments with libdbus's iterators; their answers
/// are read as `DBusValue`s, checked for their types.
enum PortalArguments {
    private static func type(_ code: Unicode.Scalar) -> Int32 { Int32(code.value) }

    static func append(string: String, to iterator: inout DBusMessageIter) {
        string.withCString { pointer in
            var value: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(&iterator, type("s"), &value)
        }
    }

    /// The options dictionary (`a{sv}`): the token naming the request, and what the dialog should offer.
    static func appendOptions(for request: FileChooserRequest, token: String, to arguments: inout DBusMessageIter) -> Bool {
        var options = DBusMessageIter()
        guard dbus_message_iter_open_container(&arguments, type("a"), "{sv}", &options) != 0 else { return false }
        var written = entry("handle_token", "s", in: &options) { append(string: token, to: &$0); return true }
            && entry("modal", "b", in: &options) { appendBool(true, to: &$0) }
        let types = request.allowedContentTypes
        let choosesFolders = !types.isEmpty && types.allSatisfy { $0.conforms(to: .directory) }
        switch request.purpose {
        case .open(let multiple):
            written = written && entry("multiple", "b", in: &options) { appendBool(multiple, to: &$0) }
                && entry("directory", "b", in: &options) { appendBool(choosesFolders, to: &$0) }
        case .save(let name):
            written = written && entry("current_name", "s", in: &options) { append(string: name, to: &$0); return true }
        }
        let everything = types.isEmpty || types.contains(.item) || types.contains(.data)
        let extensions = UTType.filenameExtensions(conformingToAnyOf: types)
        if !everything, !choosesFolders, !extensions.isEmpty {
            written = written && entry("filters", "a(sa(us))", in: &options) { filters(extensions, to: &$0) }
        }
        if let folder = request.folder {
            written = written && entry("current_folder", "ay", in: &options) { bytes(folder.path, to: &$0) }
        }
        return written && dbus_message_iter_close_container(&arguments, &options) != 0
    }

    /// An options dictionary (`a{sv}`) with only the token naming the request.
    static func appendOptions(handleToken token: String, to arguments: inout DBusMessageIter) -> Bool {
        var options = DBusMessageIter()
        guard dbus_message_iter_open_container(&arguments, type("a"), "{sv}", &options) != 0 else { return false }
        return entry("handle_token", "s", in: &options) { append(string: token, to: &$0); return true }
            && dbus_message_iter_close_container(&arguments, &options) != 0
    }

    /// One `{sv}` entry whose variant, of `signature`, `value` writes.
    private static func entry(_ key: String, _ signature: String, in dictionary: inout DBusMessageIter,
                              _ value: (inout DBusMessageIter) -> Bool) -> Bool {
        var entry = DBusMessageIter(), variant = DBusMessageIter()
        guard dbus_message_iter_open_container(&dictionary, type("e"), nil, &entry) != 0 else { return false }
        append(string: key, to: &entry)
        guard dbus_message_iter_open_container(&entry, type("v"), signature, &variant) != 0, value(&variant) else { return false }
        return dbus_message_iter_close_container(&entry, &variant) != 0 && dbus_message_iter_close_container(&dictionary, &entry) != 0
    }

    private static func appendBool(_ flag: Bool, to iterator: inout DBusMessageIter) -> Bool {
        var value: dbus_bool_t = flag ? 1 : 0
        return dbus_message_iter_append_basic(&iterator, type("b"), &value) != 0
    }

    /// A path as the portal takes it: bytes ending in a zero.
    private static func bytes(_ path: String, to iterator: inout DBusMessageIter) -> Bool {
        var array = DBusMessageIter()
        guard dbus_message_iter_open_container(&iterator, type("a"), "y", &array) != 0 else { return false }
        for byte in Array(path.utf8) + [0] {
            var value = byte
            _ = dbus_message_iter_append_basic(&array, type("y"), &value)
        }
        return dbus_message_iter_close_container(&iterator, &array) != 0
    }

    /// One filter, "Supported files", of glob patterns (kind 0) for each extension in either case.
    private static func filters(_ extensions: [String], to iterator: inout DBusMessageIter) -> Bool {
        var list = DBusMessageIter(), filter = DBusMessageIter(), patterns = DBusMessageIter()
        guard dbus_message_iter_open_container(&iterator, type("a"), "(sa(us))", &list) != 0,
              dbus_message_iter_open_container(&list, type("r"), nil, &filter) != 0 else { return false }
        append(string: "Supported files", to: &filter)
        guard dbus_message_iter_open_container(&filter, type("a"), "(us)", &patterns) != 0 else { return false }
        for name in extensions.flatMap({ [$0.lowercased(), $0.uppercased()] }) {
            var pattern = DBusMessageIter()
            guard dbus_message_iter_open_container(&patterns, type("r"), nil, &pattern) != 0 else { return false }
            var kind: UInt32 = 0
            _ = dbus_message_iter_append_basic(&pattern, type("u"), &kind)
            append(string: "*." + name, to: &pattern)
            guard dbus_message_iter_close_container(&patterns, &pattern) != 0 else { return false }
        }
        return dbus_message_iter_close_container(&filter, &patterns) != 0
            && dbus_message_iter_close_container(&list, &filter) != 0
            && dbus_message_iter_close_container(&iterator, &list) != 0
    }
}
