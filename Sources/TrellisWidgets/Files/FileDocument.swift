@_spi(TrellisExtension) import TrellisCore

/// A document stored in a value, which `fileExporter` writes out and which
/// reads itself back from a `FileWrapper`.
public protocol FileDocument {
    /// The types this document can be read from.
    static var readableContentTypes: [UTType] { get }
    /// The types this document can be written as; by default the readable ones.
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from the file in `configuration`.
    init(configuration: ReadConfiguration) throws
    /// The file to write for `configuration.contentType`.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    /// What a document reads from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document writes for.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// A document writes the types it reads unless it says otherwise.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a `FileDocument` is read from, and its type.
public struct FileDocumentReadConfiguration {
    /// The type of `file`.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper

    /// A configuration reading `file` as `contentType`.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a `FileDocument` is asked to write: the type, and the file it replaces if any.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, when there is one.
    public let existingFile: FileWrapper?

    /// A configuration writing `contentType` over `existingFile`.
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
