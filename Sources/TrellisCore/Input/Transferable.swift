import Foundation

/// A value a drag can carry from one view to another, or that another
/// program can drop on a window.
///
/// SwiftUI describes a type's representations with a `transferRepresentation`
/// builder; Trellis keeps one requirement: making a value from an item that
/// was offered. The default accepts values of the same type only, so
/// `extension Todo: Transferable {}` is enough for drags inside the app.
public protocol Transferable {
    /// A value of this type made from `item`, or nil when it cannot be made,
    /// in which case a destination for this type is not offered the drop.
    static func transferred(from item: any Transferable) -> Self?
}

extension Transferable {
    /// The item itself when it is of this type.
    public static func transferred(from item: any Transferable) -> Self? {
        item as? Self
    }
}

extension String: Transferable {
    /// Text, or a URL written out, as a text field takes a dropped link.
    public static func transferred(from item: any Transferable) -> String? {
        if let text = item as? String { return text }
        if let url = item as? URL { return url.isFileURL ? url.path : url.absoluteString }
        return nil
    }
}

extension URL: Transferable {
    /// A URL, or text that is a single absolute URL (a link dragged out of a browser arrives as text).
    public static func transferred(from item: any Transferable) -> URL? {
        if let url = item as? URL { return url }
        guard let text = (item as? String)?.trimmingCharacters(in: .whitespacesAndNewlines),
              !text.isEmpty, !text.contains(where: \.isWhitespace),
              let url = URL(string: text), url.scheme != nil else { return nil }
        return url
    }
}

extension Data: Transferable {
    /// Bytes, or text as UTF-8.
    public static func transferred(from item: any Transferable) -> Data? {
        if let data = item as? Data { return data }
        if let text = item as? String { return Data(text.utf8) }
        return nil
    }
}

extension Transferable {
    /// The items that can be made into this type; empty when none can, and
    /// then the drop is not for a destination of this type.
    static func converting(_ items: [any Transferable]) -> [Self] {
        items.compactMap { transferred(from: $0) }
    }
}
