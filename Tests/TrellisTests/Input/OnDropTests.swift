import Foundation
import Testing
import Trellis
import TrellisTesting

/// What the drop zones of a test were handed.
@MainActor
private final class ProviderLog {
    var providers: [NSItemProvider] = []
    var locations: [CGPoint] = []
    var events: [String] = []
}

/// A file of `contents` in a fresh folder.
private func file(_ name: String, _ contents: String) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-ondrop-\(UUID())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: url.path, contents: Data(contents.utf8))
    return url
}

/// Waits for a provider's completion handler, which runs on a background queue as Apple's does.
@MainActor
private func loaded<T: Sendable>(_ start: (@escaping @Sendable (T?, (any Error)?) -> Void) -> Void) async -> (T?, (any Error)?) {
    await withCheckedContinuation { continuation in
        start { value, error in continuation.resume(returning: (value, error)) }
    }
}

/// A zone taking files on the left (with its own highlight), and one taking images on the right.
private struct Zones: View {
    let log: ProviderLog
    @State private var isTargeted = false

    var body: some View {
        HStack(spacing: 0) {
            Text(isTargeted ? "Files targeted" : "Files")
                .frame(width: 200, height: 200)
                .onDrop(of: [.fileURL], isTargeted: $isTargeted) { providers, location in
                    log.providers += providers
                    log.locations.append(location)
                    return true
                }
            Text("Images")
                .frame(width: 200, height: 200)
                .onDrop(of: [.image], isTargeted: nil) { providers in
                    log.events.append("image drop")
                    return true
                }
        }
    }
}

@MainActor
@Suite struct OnDropTests {
    @Test func droppedFilesArriveAsProvidersOfTheirURLAndContents() async throws {
        let log = ProviderLog()
        let host = ViewHost(Zones(log: log), width: 400, height: 200)
        let note = file("note.txt", "buy milk")
        host.dropFiles([note], at: Point(x: 30, y: 50))
        #expect(log.locations == [CGPoint(x: 30, y: 50)])
        let provider = try #require(log.providers.first)
        #expect(provider.registeredTypeIdentifiers == ["public.file-url", "public.plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier), "a .txt file is text")
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        #expect(provider.canLoadObject(ofClass: URL.self))
        #expect(provider.canLoadObject(ofClass: String.self), "a text file's contents are text")
        #expect(provider.suggestedName == "note.txt")

        let (url, urlError) = await loaded { provider.loadObject(ofClass: URL.self, completionHandler: $0) }
        #expect(url == note && urlError == nil)
        let (data, _) = await loaded { provider.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier, completionHandler: $0) }
        #expect(data == Data("buy milk".utf8))
        let (text, _) = await loaded { provider.loadObject(ofClass: String.self, completionHandler: $0) }
        #expect(text == "buy milk")
        let picture = try #require(NSItemProvider(contentsOf: file("p.png", "")))
        #expect(!picture.canLoadObject(ofClass: String.self), "a picture is no text")
        // As on a Mac, a file URL loaded as an item is the URL's bytes.
        let (item, _) = await loaded { provider.loadItem(forTypeIdentifier: UTType.fileURL.identifier, completionHandler: $0) }
        #expect((item as? Data).flatMap { URL(dataRepresentation: $0, relativeTo: nil) } == note)
    }

    @Test func theHighlightFollowsADropFromItsBeginToItsCompletion() {
        let log = ProviderLog()
        let host = ViewHost(Zones(log: log), width: 400, height: 200)
        host.send(.dropBegin(at: Point(x: 50, y: 50)))
        host.step()
        #expect(host.texts.contains("Files targeted"))
        host.send(.drop(.files([file("a.txt", "a")]), at: Point(x: 50, y: 50)))
        host.send(.dropComplete)
        host.step()
        #expect(host.texts.contains("Files"))
        #expect(log.providers.count == 1)
    }

    @Test func onlyADestinationForTheItemsTypesTakesThem() {
        let log = ProviderLog()
        let host = ViewHost(Zones(log: log), width: 400, height: 200)
        // Text is not a file, and a text file is not an image.
        host.dropText("hello", at: Point(x: 50, y: 50))
        host.dropFiles([file("b.txt", "b")], at: Point(x: 300, y: 50))
        #expect(log.providers.isEmpty && log.events.isEmpty)
        host.dropFiles([file("c.png", "not really a png")], at: Point(x: 300, y: 50))
        #expect(log.events == ["image drop"])
    }

    @Test func droppedTextLoadsAsAStringAndALinkAlsoAsAURL() async throws {
        let log = ProviderLog()
        let host = ViewHost(Color.gray.frame(width: 200, height: 200)
            .onDrop(of: ["public.text"], isTargeted: nil) { providers in
                log.providers += providers
                return true
            }, width: 200, height: 200)
        host.dropText("https://example.org/page", at: Point(x: 100, y: 100))
        let provider = try #require(log.providers.first)
        #expect(provider.registeredContentTypes == [.url, .utf8PlainText])
        let (text, _) = await loaded { provider.loadObject(ofClass: String.self, completionHandler: $0) }
        let (url, _) = await loaded { provider.loadObject(ofClass: URL.self, completionHandler: $0) }
        #expect(text == "https://example.org/page")
        #expect(url == URL(string: "https://example.org/page"))
    }

    @Test func aFileRepresentationIsATemporaryCopyGoneAfterTheHandler() async throws {
        let original = file("photo.jpg", "pixels")
        let provider = try #require(NSItemProvider(contentsOf: original))
        let (seen, _) = await loaded { (done: @escaping @Sendable ((URL, Data)?, (any Error)?) -> Void) in
            provider.loadFileRepresentation(forTypeIdentifier: UTType.image.identifier) { url, error in
                done(url.flatMap { url in (try? Data(contentsOf: url)).map { (url, $0) } }, error)
            }
        }
        #expect(seen?.0 != original && seen?.0.lastPathComponent == "photo.jpg")
        #expect(seen?.1 == Data("pixels".utf8))
        // The copy is removed on the loading thread once the handler has returned.
        let copy = try #require(seen?.0)
        let deadline = Date().addingTimeInterval(5)
        while FileManager.default.fileExists(atPath: copy.path), Date() < deadline { await Task.yield() }
        #expect(!FileManager.default.fileExists(atPath: copy.path))
        #expect(FileManager.default.fileExists(atPath: original.path), "the dropped file itself stays")
    }

    @Test func whatCannotBeLoadedSaysWhyInsteadOfCrashing() async throws {
        let gone = file("gone.txt", "x")
        let provider = try #require(NSItemProvider(contentsOf: gone))
        try FileManager.default.removeItem(at: gone)
        let (data, readError) = await loaded { provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text", completionHandler: $0) }
        #expect(data == nil)
        #expect((readError as NSError?)?.localizedDescription.contains("could not be read") == true, "\(String(describing: readError))")
        let (image, typeError) = await loaded { provider.loadDataRepresentation(forTypeIdentifier: "public.png", completionHandler: $0) }
        #expect(image == nil)
        #expect((typeError as NSError?)?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        #expect((typeError as NSError?)?.localizedDescription.contains("not offered as public.png") == true)
        let (text, textError) = await loaded { NSItemProvider().loadObject(ofClass: String.self, completionHandler: $0) }
        #expect(text == nil && (textError as NSError?)?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
        #expect(NSItemProvider(contentsOf: URL(string: "https://example.org")) == nil, "not a file URL")
        #expect(NSItemProvider(item: 42, typeIdentifier: "public.data").registeredTypeIdentifiers.isEmpty, "no bytes to offer")
    }

    @Test func aProviderMadeForAnItemOffersItAsItsType() async {
        let text = NSItemProvider(item: "hi", typeIdentifier: UTType.utf8PlainText.identifier)
        let (word, _) = await loaded { text.loadObject(ofClass: String.self, completionHandler: $0) }
        #expect(word == "hi")
        let link = NSItemProvider(item: URL(string: "https://example.org/a")!, typeIdentifier: UTType.url.identifier)
        let (url, _) = await loaded { link.loadObject(ofClass: URL.self, completionHandler: $0) }
        #expect(url == URL(string: "https://example.org/a"))
        #expect(!link.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier), "a web link is no file")
    }
}
