import Foundation

/// A type of file or data, named by a reverse-DNS identifier, as Apple's
/// `UniformTypeIdentifiers` has it (that module does not exist on Linux).
///
/// Only the handful of types file dialogs need are known; an unknown
/// filename extension gets a dynamic type that is plain data, so asking for
/// `.data` or `.item` still lets it through.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS name, such as `public.plain-text`.
    public let identifier: String
    /// Filename extensions of this type, the preferred one first.
    let filenameExtensions: [String]
    /// Identifiers of the types this one directly conforms to.
    let parents: [String]

    private init(_ identifier: String, extensions: [String] = [], conformsTo parents: [String]) {
        self.identifier = identifier
        self.filenameExtensions = extensions
        self.parents = parents
    }

    /// The known type with this identifier, or nil.
    public init?(_ identifier: String) {
        guard let known = Self.known[identifier] else { return nil }
        self = known
    }

    /// The type of files ending in `.filenameExtension`; an extension no known
    /// type claims gets a dynamic type conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard !lowered.isEmpty else { return nil }
        if let known = Self.byExtension[lowered] {
            guard known.conforms(to: supertype) else { return nil }
            self = known
        } else {
            self.init("dyn.\(lowered)", extensions: [lowered], conformsTo: [supertype.identifier])
        }
    }

    /// The known type `identifier` names, or a type of that name that
    /// conforms to nothing else, for identifiers Trellis does not know.
    package static func named(_ identifier: String) -> UTType {
        UTType(identifier) ?? UTType(identifier, conformsTo: [])
    }

    /// The extension a new file of this type gets, without the dot.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// The identifier, as Apple prints it.
    public var description: String { identifier }

    /// Whether this type is `type` or, through its parents, a kind of it.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { parent in Self.known[parent]?.conforms(to: type) ?? false }
    }

    /// Whether `type` is a kind of this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this is a kind of `type` other than `type` itself.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Types are the same when their identifiers are.
    public static func == (left: UTType, right: UTType) -> Bool { left.identifier == right.identifier }

    /// Hashes the identifier, the only part that decides equality.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    // MARK: The known types

    /// The root: anything on disk.
    public static let item = UTType("public.item", conformsTo: [])
    /// Anything a user thinks of as a document, an image or a sound.
    public static let content = UTType("public.content", conformsTo: ["public.item"])
    /// Any run of bytes: every regular file.
    public static let data = UTType("public.data", conformsTo: ["public.item"])
    /// A link to anything, such as a web page.
    public static let url = UTType("public.url", conformsTo: ["public.data"])
    /// A link to a file or folder on this computer.
    public static let fileURL = UTType("public.file-url", conformsTo: ["public.url"])
    /// A folder or bundle on disk.
    public static let directory = UTType("public.directory", conformsTo: ["public.item"])
    /// A folder the user sees and opens as one.
    public static let folder = UTType("public.folder", conformsTo: ["public.directory"])
    /// Any text, in any encoding, with or without markup.
    public static let text = UTType("public.text", conformsTo: ["public.data", "public.content"])
    /// Text without markup.
    public static let plainText = UTType("public.plain-text", extensions: ["txt", "text"], conformsTo: ["public.text"])
    /// Plain text in UTF-8.
    public static let utf8PlainText = UTType("public.utf8-plain-text", conformsTo: ["public.plain-text"])
    /// JSON.
    public static let json = UTType("public.json", extensions: ["json"], conformsTo: ["public.text"])
    /// Comma-separated values.
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", extensions: ["csv"],
                                                  conformsTo: ["public.text"])
    /// XML.
    public static let xml = UTType("public.xml", extensions: ["xml"], conformsTo: ["public.text"])
    /// HTML.
    public static let html = UTType("public.html", extensions: ["html", "htm"], conformsTo: ["public.text"])
    /// Any picture.
    public static let image = UTType("public.image", conformsTo: ["public.data", "public.content"])
    /// PNG pictures.
    public static let png = UTType("public.png", extensions: ["png"], conformsTo: ["public.image"])
    /// JPEG pictures.
    public static let jpeg = UTType("public.jpeg", extensions: ["jpeg", "jpg"], conformsTo: ["public.image"])
    /// GIF pictures.
    public static let gif = UTType("com.compuserve.gif", extensions: ["gif"], conformsTo: ["public.image"])
    /// PDF documents.
    public static let pdf = UTType("com.adobe.pdf", extensions: ["pdf"], conformsTo: ["public.data", "public.content"])

    /// Every known extension of a type conforming to one of `types`, for
    /// filters that go by name, such as the portal's globs.
    package static func filenameExtensions(conformingToAnyOf types: [UTType]) -> [String] {
        all.filter { type in types.contains { type.conforms(to: $0) } }.flatMap(\.filenameExtensions)
            + types.filter { $0.identifier.hasPrefix("dyn.") }.flatMap(\.filenameExtensions)
    }

    private static let all: [UTType] = [item, content, data, url, fileURL, directory, folder, text, plainText, utf8PlainText, json,
                                        commaSeparatedText, xml, html, image, png, jpeg, gif, pdf]
    private static let known: [String: UTType] = Dictionary(uniqueKeysWithValues: all.map { ($0.identifier, $0) })
    private static let byExtension: [String: UTType] = {
        var table: [String: UTType] = [:]
        for type in all {
            for name in type.filenameExtensions where table[name] == nil { table[name] = type }
        }
        return table
    }()
}
