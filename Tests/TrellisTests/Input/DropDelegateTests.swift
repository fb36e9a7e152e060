import Foundation
import Testing
import Trellis
import TrellisTesting

/// What a drop delegate was told, in order.
@MainActor
private final class DelegateLog {
    var events: [String] = []
    var texts: [String] = []
}

/// Refuses drops in its top half and records everything else.
private struct RecordingDelegate: DropDelegate {
    let log: DelegateLog

    func validateDrop(info: DropInfo) -> Bool {
        log.events.append("validate")
        return true
    }

    func dropEntered(info: DropInfo) { log.events.append("entered") }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        log.events.append("updated")
        return DropProposal(operation: info.location.y < 50 ? .forbidden : .move)
    }

    func dropExited(info: DropInfo) { log.events.append("exited") }

    func performDrop(info: DropInfo) -> Bool {
        log.events.append("perform at \(Int(info.location.x)),\(Int(info.location.y))")
        for provider in info.itemProviders(for: [.plainText]) {
            _ = provider.loadObject(ofClass: String.self) { text, _ in
                Task { @MainActor in log.texts.append(text ?? "none") }
            }
        }
        return true
    }
}

/// A draggable word above a drop zone whose delegate is `RecordingDelegate`.
private struct WordAndZone: View {
    let log: DelegateLog

    var body: some View {
        VStack(spacing: 0) {
            Text("Apples").frame(width: 200, height: 40).draggable("Apples")
            Color.gray.frame(width: 200, height: 100)
                .onDrop(of: [.plainText], delegate: RecordingDelegate(log: log))
        }
    }
}

@MainActor
@Suite struct DropDelegateTests {
    @Test func theDelegateHearsTheDragComeMoveAndDropWithLocationsInTheView() async {
        let log = DelegateLog()
        let host = ViewHost(WordAndZone(log: log), width: 200, height: 140)
        host.press(at: Point(x: 100, y: 20), thenMoveTo: Point(x: 120, y: 110))
        #expect(log.events.first(where: { $0 != "validate" }) == "entered")
        #expect(log.events.last == "updated")
        host.release(at: Point(x: 120, y: 110))
        // The zone starts 40 points down, so the drop is at 70 in its own coordinates.
        #expect(log.events.suffix(2) == ["perform at 120,70", "exited"], "\(log.events)")
        let deadline = Date().addingTimeInterval(5)
        while log.texts.isEmpty, Date() < deadline { await Task.yield() }
        #expect(log.texts == ["Apples"])
    }

    @Test func aForbiddenProposalStopsTheDrop() {
        let log = DelegateLog()
        let host = ViewHost(WordAndZone(log: log), width: 200, height: 140)
        host.press(at: Point(x: 100, y: 20), thenMoveTo: Point(x: 120, y: 60))
        host.release(at: Point(x: 120, y: 60))
        #expect(!log.events.contains { $0.hasPrefix("perform") }, "the delegate proposed .forbidden at y 20 in the zone")
        #expect(log.events.last == "exited")
    }

    @Test func aDragOfAnotherTypeNeverReachesTheDelegate() {
        let log = DelegateLog()
        let host = ViewHost(VStack(spacing: 0) {
            Text("Data").frame(width: 200, height: 40).draggable(Data([1, 2, 3]))
            Color.gray.frame(width: 200, height: 100).onDrop(of: [.plainText], delegate: RecordingDelegate(log: log))
        }, width: 200, height: 140)
        host.press(at: Point(x: 100, y: 20), thenMoveTo: Point(x: 120, y: 110))
        host.release(at: Point(x: 120, y: 110))
        #expect(log.events.isEmpty, "\(log.events)")
    }
}
