import Testing
import Trellis
import TrellisTesting

// Written from a background queue in one test, always while the main actor waits for it.
@Observable private final class Position: @unchecked Sendable {
    var x = 0.0
}

private struct Marker: View {
    let position: Position
    var body: some View {
        Color.red.frame(width: 20, height: 20).offset(x: position.x)
            .frame(width: 300, height: 40, alignment: .leading)
    }
}

private struct NameField: View {
    @State private var name = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name).frame(width: 200)
            Text("Typed: \(name)")
        }
    }
}

@MainActor
private func markerX(_ host: ViewHost<some View>) throws -> Double {
    try #require(host.displayList.graphics.first { $0.content == .fill(RGBA(r: 255, g: 59, b: 48)) }).frame.x
}

@MainActor
private func focusedField(clipboard: (any ClipboardStore)? = nil) -> ViewHost<NameField> {
    let host = ViewHost(NameField(), width: 300, height: 120, clipboard: clipboard)
    host.click(text: "Name")
    return host
}

/// Several hosts in one process, as several windows are: nothing about a frame is shared.
@MainActor
@Suite struct SideBySideHostsTests {
    @Test func anAnimatedChangeInOneHostLeavesAnotherThreadsChangeInAnotherImmediate() throws {
        let animated = Position(), plain = Position()
        let left = ViewHost(Marker(position: animated), width: 300, height: 40)
        let right = ViewHost(Marker(position: plain), width: 300, height: 40)
        let (leftStart, rightStart) = (try markerX(left), try markerX(right))
        withAnimation(.linear(duration: 1)) {
            animated.x = 100
            // Meanwhile a background thread, say a download finishing, moves the other window's marker.
            let written = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                plain.x = 100
                written.signal()
            }
            written.wait()
        }
        left.step()
        right.step()
        let moved = try markerX(left) - leftStart
        #expect(moved > 0 && moved < 10, "the animated host is on its way: \(moved)")
        #expect(try markerX(right) - rightStart == 100, "the other host jumps")
    }

    @Test func aNestedWithAnimationNilDoesNotAnimateItsWrites() throws {
        let position = Position()
        let host = ViewHost(Marker(position: position), width: 300, height: 40)
        let start = try markerX(host)
        withAnimation(.linear(duration: 1)) {
            withAnimation(nil) { position.x = 100 }
        }
        host.step()
        #expect(try markerX(host) - start == 100)
    }

    @Test func aWithAnimationInsideAMainActorTaskAnimates() async throws {
        let position = Position()
        let host = ViewHost(Marker(position: position), width: 300, height: 40)
        let start = try markerX(host)
        await Task { @MainActor in
            withAnimation(.linear(duration: 1)) { position.x = 100 }
        }.value
        host.step(frames: 30)
        let moved = try markerX(host) - start
        #expect(abs(moved - 50) <= 1, "halfway after half the duration: \(moved)")
    }

    @Test func aTaskStartedInsideWithAnimationDoesNotAnimateWhatItWritesLater() async throws {
        let position = Position()
        let host = ViewHost(Marker(position: position), width: 300, height: 40)
        let start = try markerX(host)
        var load: Task<Void, Never>?
        withAnimation(.linear(duration: 1)) {
            load = Task { @MainActor in position.x = 100 }
        }
        await load?.value
        host.step()
        #expect(try markerX(host) - start == 100, "the transaction ended with the withAnimation body")
    }

    @Test func copyingInOneHostDoesNotReachAnothersPaste() {
        let source = focusedField(), other = focusedField()
        source.type("secret")
        source.press(.character("a"), modifiers: .control)
        source.press(.character("c"), modifiers: .control)
        #expect(source.clipboard.text == "secret")
        other.press(.character("v"), modifiers: .control)
        other.step()
        #expect(other.texts.contains("Typed: "))
        #expect(other.clipboard.text == nil)
    }

    @Test func hostsGivenOneClipboardShareIt() {
        let shared = MemoryClipboard()
        let source = focusedField(clipboard: shared), other = focusedField(clipboard: shared)
        source.type("shared")
        source.press(.character("a"), modifiers: .control)
        source.press(.character("c"), modifiers: .control)
        other.press(.character("v"), modifiers: .control)
        other.step()
        #expect(other.texts.contains("Typed: shared"))
        #expect(shared.text == "shared")
    }
}
