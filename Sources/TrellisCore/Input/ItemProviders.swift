import Foundation

extension NSItemProvider {
    /// The providers for what a drag carries: files, links, text and bytes.
    /// Values of the app's own types are offered under no type, so only a
    /// `.dropDestination` for their type takes them.
    static func providers(for items: [any Transferable]) -> [NSItemProvider] {
        items.compactMap { item in
            switch item {
            case let url as URL where url.isFileURL:
                NSItemProvider(representations: representations(ofFile: url), suggestedName: url.lastPathComponent)
            case let url as URL:
                NSItemProvider(representations: [Representation(type: .url, source: .data(url.dataRepresentation))],
                               suggestedName: nil)
            case let text as String:
                NSItemProvider(representations: representations(ofText: text), suggestedName: nil)
            case let data as Data:
                NSItemProvider(representations: [Representation(type: .data, source: .data(data))], suggestedName: nil)
            default:
                nil
            }
        }
    }

    /// How a file is offered: as its URL, and as its contents of the type its
    /// extension names (a folder as `public.folder`).
    package static func representations(ofFile url: URL) -> [Representation] {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        let type = exists && isFolder.boolValue ? UTType.folder : UTType(filenameExtension: url.pathExtension) ?? .data
        return [Representation(type: .fileURL, source: .data(url.dataRepresentation)), Representation(type: type, source: .file(url))]
    }

    /// How text is offered: as UTF-8 text, and first as a link when it is one.
    package static func representations(ofText text: String) -> [Representation] {
        let plain = Representation(type: .utf8PlainText, source: .data(Data(text.utf8)))
        guard let url = URL.transferred(from: text) else { return [plain] }
        return [Representation(type: url.isFileURL ? .fileURL : .url, source: .data(url.dataRepresentation)), plain]
    }
}
