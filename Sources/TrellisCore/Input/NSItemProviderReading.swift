import Foundation

/// A type an `NSItemProvider` can load, as in Foundation: the types it reads,
/// most preferred first, and how it is made from one of them.
///
/// On a Mac, `String` and `URL` are loaded through their Objective-C classes;
/// here they conform themselves, so `provider.loadObject(ofClass: URL.self)`
/// reads the same.
public protocol NSItemProviderReading: SendableMetatype {
    /// The type identifiers this type can be made from, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// A value made from `data`, which is of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Why a dropped item could not be made into the type asked for.
struct ItemProviderReadingError: Error, CustomStringConvertible {
    let description: String
}

extension String: NSItemProviderReading {
    /// Text in UTF-8, and any other text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }

    /// The text `data` holds, as UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ItemProviderReadingError(description: "the \(typeIdentifier) item is not UTF-8 text")
        }
        return text
    }
}

extension URL: NSItemProviderReading {
    /// A link to a file, or any link.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.fileURL.identifier, UTType.url.identifier]
    }

    /// The URL whose bytes (`dataRepresentation`) `data` is.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let url = URL(dataRepresentation: data, relativeTo: nil) else {
            throw ItemProviderReadingError(description: "the \(typeIdentifier) item is not a URL")
        }
        return url
    }
}
