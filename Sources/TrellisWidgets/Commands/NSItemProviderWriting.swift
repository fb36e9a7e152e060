@_spi(TrellisExtension) import TrellisCore

import Foundation

/// A value an `NSItemProvider` can be made from, as in Foundation:
/// `NSItemProvider(object: text as NSString)`, the form copy commands return.
public protocol NSItemProviderWriting {
    /// The type identifiers this value can be written as, most preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The value's bytes as the first of those types.
    var itemProviderData: Data { get }
}

extension NSString: NSItemProviderWriting {
    /// UTF-8 text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// The text in UTF-8.
    public var itemProviderData: Data { Data((self as String).utf8) }
}

extension NSURL: NSItemProviderWriting {
    /// A link, or a file's URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// The URL's bytes, as `URL.dataRepresentation`.
    public var itemProviderData: Data { (self as URL).dataRepresentation }
}

extension NSItemProvider {
    /// A provider for `object`: text as text (and as a link when it is one), a URL as a link or file.
    public convenience init(object: any NSItemProviderWriting) {
        switch object {
        case let text as NSString:
            self.init(representations: Self.representations(ofText: text as String), suggestedName: nil)
        case let url as NSURL where (url as URL).isFileURL:
            self.init(representations: Self.representations(ofFile: url as URL), suggestedName: (url as URL).lastPathComponent)
        default:
            let type = type(of: object).writableTypeIdentifiersForItemProvider.first.map(UTType.named) ?? .data
            self.init(representations: [Representation(type: type, source: .data(object.itemProviderData))], suggestedName: nil)
        }
    }

    /// The text this provider offers, read now: commands run on the main
    /// actor and hand the clipboard text, which cannot wait for a load.
    var immediateText: String? {
        for identifier in String.readableTypeIdentifiersForItemProvider {
            if let found = representation(conformingTo: identifier), let data = try? bytes(of: found) {
                return String(data: data, encoding: .utf8)
            }
        }
        if let found = representation(conformingTo: UTType.url.identifier), let data = try? bytes(of: found) {
            return URL(dataRepresentation: data, relativeTo: nil)?.absoluteString
        }
        return nil
    }
}
