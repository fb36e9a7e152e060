import Foundation
@_spi(TrellisExtension) import TrellisCore

/// The portals' arguments, as `DBusArgument` values written in one place;
/// their answers are read as `DBusValue`s, checked for their types.
enum PortalArguments {
    /// The options dictionary (`a{sv}`): the token naming the request, and what the dialog should offer.
    static func options(for request: FileChooserRequest, token: String) -> DBusArgument {
        var entries: [(String, DBusArgument)] = [("handle_token", .string(token)), ("modal", .bool(true))]
        let types = request.allowedContentTypes
        let choosesFolders = !types.isEmpty && types.allSatisfy { $0.conforms(to: .directory) }
        switch request.purpose {
        case .open(let multiple):
            entries += [("multiple", .bool(multiple)), ("directory", .bool(choosesFolders))]
        case .save(let name):
            entries.append(("current_name", .string(name)))
        }
        let everything = types.isEmpty || types.contains(.item) || types.contains(.data)
        let extensions = UTType.filenameExtensions(conformingToAnyOf: types)
        if !everything, !choosesFolders, !extensions.isEmpty {
            entries.append(("filters", filters(extensions)))
        }
        if let folder = request.folder {
            // A path as the portal takes it: bytes ending in a zero.
            entries.append(("current_folder", .array(element: "y", (Array(folder.path.utf8) + [0]).map(DBusArgument.byte))))
        }
        return .properties(entries)
    }

    /// An options dictionary (`a{sv}`) with only the token naming the request.
    static func options(handleToken token: String) -> DBusArgument {
        .properties([("handle_token", .string(token))])
    }

    /// One filter, "Supported files", of glob patterns (kind 0) for each extension in either case.
    private static func filters(_ extensions: [String]) -> DBusArgument {
        let patterns = extensions.flatMap { [$0.lowercased(), $0.uppercased()] }
            .map { DBusArgument.structure([.uint32(0), .string("*." + $0)]) }
        return .array(element: "(sa(us))", [.structure([.string("Supported files"), .array(element: "(us)", patterns)])])
    }
}
