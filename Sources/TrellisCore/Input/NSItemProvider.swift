import Foundation

/// Items a drop carries, each offered as one or more types and loaded when
/// asked for: Foundation's `NSItemProvider`, which Foundation on Linux lacks.
///
/// A dropped file is offered as `public.file-url` and as its own content type
/// (a `.txt` file as `public.plain-text`); dropped text as
/// `public.utf8-plain-text`, and also as `public.url` when it is one link.
/// Loading runs on a background queue and calls the completion handler
/// there, as Apple's does, so a handler that changes the UI hops to the main
/// actor first. The `Progress` returned is finished once the handler has run.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// One way the item is offered: as a type, from bytes or from a file.
    package struct Representation: Sendable {
        /// Where the bytes come from.
        package enum Source: Sendable {
            case data(Data)
            case file(URL)
        }
        let type: UTType
        let source: Source

        /// Every stored property, as the memberwise initialiser takes them: Swift gives
        /// that one no access beyond the module, and the widget library makes these too.
        package init(type: UTType, source: Source) {
            self.type = type
            self.source = source
        }
    }

    /// The error domain of the errors loading gives.
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// Why loading failed, as the `code` of an error in `errorDomain`.
    public enum ErrorCode: Int, Sendable {
        /// Something else went wrong, such as a file that could not be read.
        case unknownError = -1
        /// The item is not offered as the type asked for.
        case itemUnavailableError = -1000
        /// The item could not be made into the class asked for.
        case unexpectedValueClassError = -1100
        /// No representation could be turned into the type asked for.
        case unavailableCoercionError = -1200
    }

    /// The handler `loadItem` calls: the item (`Data` for byte
    /// representations, a file `URL` for files) or the error.
    public typealias CompletionHandler = @Sendable (_ item: (any Sendable)?, _ error: (any Error)?) -> Void

    private let lock = NSLock()
    private var representations: [Representation]
    /// A name for the item, such as a dropped file's name.
    public var suggestedName: String? {
        get { lock.withLock { name } }
        set { lock.withLock { name = newValue } }
    }
    private var name: String?

    /// A provider that offers nothing.
    public override init() {
        representations = []
        super.init()
    }

    /// An item offered in each of `representations`, the first preferred.
    package init(representations: [Representation], suggestedName: String?) {
        self.representations = representations
        name = suggestedName
        super.init()
    }

    /// A provider for the file at `fileURL`: its URL and its contents as the
    /// type its extension names; nil when `fileURL` is not a file URL.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL else { return nil }
        self.init(representations: Self.representations(ofFile: fileURL), suggestedName: fileURL.lastPathComponent)
    }

    /// A provider for `item` (`Data`, a `String` or a `URL`) as `typeIdentifier`.
    public convenience init(item: (any Sendable)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let source: Representation.Source? = switch item {
        case let data as Data: .data(data)
        case let text as String: .data(Data(text.utf8))
        case let url as URL: url.isFileURL && !UTType.named(typeIdentifier).conforms(to: .url) ? .file(url) : .data(url.dataRepresentation)
        default: nil
        }
        if let source { representations = [Representation(type: UTType.named(typeIdentifier), source: source)] }
    }

    /// The types the item is offered as, in the order they were registered.
    public var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.type.identifier) } }

    /// The types the item is offered as.
    public var registeredContentTypes: [UTType] { lock.withLock { representations.map(\.type) } }

    /// Whether the item is offered as `typeIdentifier` or a type that conforms to it.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether the item can be loaded as a `T`.
    public func canLoadObject<T: NSItemProviderReading>(ofClass: T.Type) -> Bool {
        T.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads the item as a `T`, from the first type `T` reads that the item is offered as.
    @discardableResult
    public func loadObject<T: NSItemProviderReading>(ofClass: T.Type,
                                                     completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        let found = T.readableTypeIdentifiersForItemProvider.lazy.compactMap { identifier in
            self.representation(conformingTo: identifier).map { (identifier, $0) }
        }.first
        return load { [self] in
            guard let (identifier, representation) = found else {
                throw error(.unavailableCoercionError, "the item is offered as \(registeredTypeIdentifiers), none of which \(T.self) reads")
            }
            do {
                return try T.object(withItemProviderData: try bytes(of: representation), typeIdentifier: identifier)
            } catch let failure as NSError where failure.domain == Self.errorDomain {
                throw failure
            } catch {
                throw self.error(.unexpectedValueClassError, "the item's \(identifier) could not be read as \(T.self): \(error)")
            }
        } then: { completionHandler($0, $1) }
    }

    /// Loads the item's bytes as `typeIdentifier` (a file's contents for a file).
    @discardableResult
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let found = representation(conformingTo: typeIdentifier)
        return load { [self] in try bytes(of: try required(found, typeIdentifier)) } then: { completionHandler($0, $1) }
    }

    /// Loads the item as a file of `typeIdentifier`: a copy in a temporary
    /// folder that is deleted when the handler returns, so move or copy it there.
    @discardableResult
    public func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let found = representation(conformingTo: typeIdentifier)
        let suggested = suggestedName
        return load { [self] in
            let representation = try required(found, typeIdentifier)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-item-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let name = suggested ?? "item" + (representation.type.preferredFilenameExtension.map { ".\($0)" } ?? "")
            let copy = folder.appendingPathComponent(name)
            switch representation.source {
            case .file(let url): try FileManager.default.copyItem(at: url, to: copy)
            case .data(let data): try data.write(to: copy)
            }
            return (copy, folder)
        } then: { result, error in
            completionHandler(result?.0, error)
            if let folder = result?.1 { try? FileManager.default.removeItem(at: folder) }
        }
    }

    /// Loads the item as a file of `typeIdentifier`, the original when the
    /// item is a file (the flag is then true), else a temporary copy.
    @discardableResult
    public func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                              completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        if case .file(let url)? = representation(conformingTo: typeIdentifier)?.source {
            return load { url } then: { completionHandler($0, true, $1) }
        }
        return loadFileRepresentation(forTypeIdentifier: typeIdentifier) { completionHandler($0, false, $1) }
    }

    /// Loads the item as `typeIdentifier`: `Data` for bytes (a link's URL as
    /// its bytes, as on a Mac) and a file `URL` for a file.
    public func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                         completionHandler: CompletionHandler? = nil) {
        let found = representation(conformingTo: typeIdentifier)
        load { [self] () -> any Sendable in
            switch try required(found, typeIdentifier).source {
            case .data(let data): data
            case .file(let url): url
            }
        } then: { completionHandler?($0, $1) }
    }

    // MARK: Loading

    /// The first representation whose type conforms to `identifier`, if any.
    package func representation(conformingTo identifier: String) -> Representation? {
        let wanted = UTType(identifier)
        return lock.withLock {
            representations.first { $0.type.identifier == identifier || wanted.map($0.type.conforms(to:)) == true }
        }
    }

    private func required(_ representation: Representation?, _ identifier: String) throws -> Representation {
        guard let representation else {
            throw error(.itemUnavailableError, "the item is not offered as \(identifier); it is offered as \(registeredTypeIdentifiers)")
        }
        return representation
    }

    /// The bytes of `representation`, read from its file when it is one.
    package func bytes(of representation: Representation) throws -> Data {
        switch representation.source {
        case .data(let data): return data
        case .file(let url):
            do { return try Data(contentsOf: url) } catch {
                throw self.error(.unknownError, "the dropped file \(url.path) could not be read: \(error.localizedDescription)")
            }
        }
    }

    private func error(_ code: ErrorCode, _ description: String) -> NSError {
        NSError(domain: Self.errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }

    /// Runs `work` on a background queue and hands its result to `handler` there.
    @discardableResult
    private func load<Value>(_ work: @escaping @Sendable () throws -> Value,
                             then handler: @escaping @Sendable (Value?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        DispatchQueue.global().async {
            do { handler(try work(), nil) } catch { handler(nil, error) }
            progress.completedUnitCount = 1
        }
        return progress
    }
}
