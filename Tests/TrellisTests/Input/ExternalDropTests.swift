import Foundation
import Testing
import Trellis
import TrellisTesting

/// What the drop zones of a test were given.
@MainActor
private final class DropLog {
    var drops: [(zone: String, urls: [URL], location: CGPoint)] = []
    var texts: [String] = []
}

/// Two zones side by side that take files, and a strip below that takes nothing.
private struct FileZones: View {
    let log: DropLog
    @State private var targeted: String?

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                zone("Left")
                zone("Right")
            }
            Text("No drops here").frame(width: 400, height: 100)
        }
    }

    private func zone(_ name: String) -> some View {
        Text(targeted == name ? "\(name) targeted" : name)
            .frame(width: 200, height: 200)
            .background(Color.gray.opacity(0.2))
            .dropDestination(for: URL.self) { urls, location in
                log.drops.append((name, urls, location))
                return true
            } isTargeted: { hovering in
                if hovering { targeted = name } else if targeted == name { targeted = nil }
            }
    }
}

/// Files that exist, in a fresh folder: a drop leaves out paths that are gone.
private func droppableFiles(_ names: [String]) -> [URL] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-drop-\(UUID())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return names.map { name in
        let url = folder.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(name.utf8))
        return url
    }
}

@MainActor
@Suite struct ExternalDropTests {
    @Test func droppedFilesReachTheDestinationUnderThePointerWithItsOwnLocation() {
        let log = DropLog()
        let host = ViewHost(FileZones(log: log), width: 400, height: 300)
        let files = droppableFiles(["a.txt", "b.png"])
        host.dropFiles(files, at: Point(x: 250, y: 40))
        #expect(log.drops.count == 1)
        #expect(log.drops.first?.zone == "Right")
        #expect(log.drops.first?.urls == files)
        // In the right zone's own coordinates, which start 200 points across.
        #expect(log.drops.first?.location == CGPoint(x: 50, y: 40))
    }

    @Test func aDestinationIsTargetedFromTheBeginOfADropUntilItCompletes() {
        let log = DropLog()
        let host = ViewHost(FileZones(log: log), width: 400, height: 300)
        host.send(.dropBegin(at: Point(x: 50, y: 50)))
        host.step()
        #expect(host.texts.contains("Left targeted"))
        // The pointer still moves while the desktop drags, and the highlight follows it.
        host.send(.pointerMove(Point(x: 300, y: 50)))
        host.step()
        #expect(host.texts.contains("Right targeted"))
        #expect(!host.texts.contains("Left targeted"))
        host.send(.drop(.files(droppableFiles(["c"])), at: Point(x: 300, y: 50)))
        host.send(.dropComplete)
        host.step()
        #expect(host.texts.contains("Right"))
        #expect(!host.texts.contains { $0.hasSuffix("targeted") })
        #expect(log.drops.map(\.zone) == ["Right"])
    }

    @Test func aDroppedPathThatNoLongerExistsIsLeftOut() {
        let log = DropLog()
        let host = ViewHost(FileZones(log: log), width: 400, height: 300)
        let kept = droppableFiles(["kept.txt"])
        let gone = URL(fileURLWithPath: "/tmp/trellis-gone-\(UUID()).txt")
        host.dropFiles([gone] + kept, at: Point(x: 50, y: 40))
        #expect(log.drops.first?.urls == kept, "only the file that exists arrives")
        host.send(.dropBegin(at: Point(x: 50, y: 40)))
        host.send(.drop(.files([gone]), at: Point(x: 50, y: 40)))
        host.send(.dropComplete)
        host.step()
        #expect(log.drops.count == 1, "a drop of only gone files delivers nothing")
        #expect(!host.texts.contains { $0.hasSuffix("targeted") })
    }

    @Test func aDropOutsideEveryDestinationIsIgnored() {
        let log = DropLog()
        let host = ViewHost(FileZones(log: log), width: 400, height: 300)
        host.dropFiles([URL(fileURLWithPath: "/tmp/a")], at: Point(x: 200, y: 250))
        #expect(log.drops.isEmpty)
        #expect(!host.texts.contains { $0.hasSuffix("targeted") })
    }

    @Test func droppedTextGoesToATextDestinationAndNotToAURLOne() {
        let log = DropLog()
        let host = ViewHost(VStack {
            Color.red.frame(width: 100, height: 100)
                .dropDestination(for: URL.self) { urls, _ in
                    log.drops.append(("urls", urls, .zero))
                    return true
                }
        }
        .frame(width: 300, height: 300)
        .background(Color.blue)
        .dropDestination(for: String.self) { texts, _ in
            log.texts += texts
            return true
        }, width: 300, height: 300)
        // Plain words are no URL, so the URL destination lets them through to the text one around it.
        host.dropText("hello there", at: Point(x: 150, y: 150))
        #expect(log.texts == ["hello there"])
        #expect(log.drops.isEmpty)
        // A link dragged out of a browser arrives as text, and a URL destination takes it.
        host.dropText("https://example.org/page", at: Point(x: 150, y: 150))
        #expect(log.drops.first?.urls == [URL(string: "https://example.org/page")!])
        #expect(log.texts == ["hello there"])
    }

    @Test func transferableTypesConvertOnlyWhatTheyCanTake() {
        #expect(String.transferred(from: "text") == "text")
        #expect(String.transferred(from: URL(fileURLWithPath: "/tmp/x")) == "/tmp/x")
        #expect(URL.transferred(from: "not a url") == nil)
        #expect(URL.transferred(from: "file:///tmp/x") == URL(fileURLWithPath: "/tmp/x"))
        #expect(Data.transferred(from: "ab") == Data("ab".utf8))
        #expect(Data.transferred(from: URL(fileURLWithPath: "/tmp/x")) == nil)
        #expect(Event.drop(.text("x"), at: Point(x: 1, y: 2)).scaled(by: 2) == .drop(.text("x"), at: Point(x: 2, y: 4)))
    }
}
