import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Pair {
    var a = 0
    var b = 0
}

private struct Leaf: View {
    let title: String
    let log: Log
    var body: some View {
        let _ = log.body("leaf")
        Text(title)
    }
}

private struct Parent: View {
    let model: Pair
    let log: Log
    var body: some View {
        let _ = log.body("parent")
        VStack {
            Text("a = \(model.a)")
            Leaf(title: "fixed", log: log)
        }
    }
}

/// Equal when the titles match, whatever the closure: only `.equatable()` can skip it.
private struct Labelled: View, Equatable {
    let title: String
    let log: Log
    let action: () -> Void
    var body: some View {
        let _ = log.body("labelled")
        Text(title)
    }
    nonisolated static func == (lhs: Labelled, rhs: Labelled) -> Bool { lhs.title == rhs.title }
}

private struct EquatableParent: View {
    let model: Pair
    let log: Log
    var body: some View {
        Text("a = \(model.a)")
        Labelled(title: "same", log: log, action: {}).equatable()
    }
}

private struct ReadsA: View {
    let model: Pair
    let log: Log
    var body: some View {
        let _ = log.body("readsA")
        Text("A \(model.a)")
    }
}

private struct ReadsB: View {
    let model: Pair
    let log: Log
    var body: some View {
        let _ = log.body("readsB")
        Text("B \(model.b)")
    }
}

/// Owns state, reads the environment and takes a binding: none of these is
/// new in a freshly made value, so the view can still be skipped.
private struct StatefulChild: View {
    @Binding var shared: Int
    let caption: String
    let log: Log
    @State private var own = 0
    @Environment(\.font) private var font
    var body: some View {
        let _ = log.body("stateful")
        Text("\(caption) \(shared) \(own)")
    }
}

/// Takes a closure, which cannot be compared, so it always runs again.
private struct ClosureChild: View {
    let log: Log
    let action: @MainActor @Sendable () -> Void
    var body: some View {
        let _ = log.body("closure")
        Button("closure", action: action)
    }
}

private struct StatefulParent: View {
    let model: Pair
    let log: Log
    @State private var shared = 3
    var body: some View {
        let _ = log.body("parent")
        VStack {
            Text("a = \(model.a)")
            StatefulChild(shared: $shared, caption: "a caption longer than fifteen bytes", log: log)
            ClosureChild(log: log, action: { shared += 1 })
        }
    }
}

private struct FlagKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    fileprivate var flag: Bool {
        get { self[FlagKey.self] }
        set { self[FlagKey.self] = newValue }
    }
}

/// Reads whichever key it is given: a new key is a new input, though the
/// property wrapper's stored link looks the same.
private struct KeyReader: View {
    @Environment private var value: Bool
    init(_ key: KeyPath<EnvironmentValues, Bool>) {
        _value = Environment(key)
    }
    var body: some View { Text("value \(value)") }
}

private struct KeyChooser: View {
    let model: Pair
    var body: some View {
        KeyReader(model.a == 0 ? \.flag : \.isEnabled)
            .environment(\.flag, false)
    }
}

/// Mirrors only its id, so its members cannot prove it unchanged.
private struct PartlyMirrored: View, CustomReflectable {
    let id: Int
    let title: String
    let log: Log
    nonisolated var customMirror: Mirror { Mirror(self, children: ["id": id], displayStyle: .struct) }
    var body: some View {
        let _ = log.body("mirrored")
        Text(title)
    }
}

private struct MirrorParent: View {
    let model: Pair
    let log: Log
    var body: some View {
        PartlyMirrored(id: 1, title: "title \(model.a) and some more words", log: log)
    }
}

@MainActor
@Suite struct SkipTests {
    @Test func aViewReadingAnotherEnvironmentKeyRunsAgain() {
        let model = Pair()
        let host = ViewHost(KeyChooser(model: model))
        #expect(host.texts == ["value false"])
        model.a = 1
        host.step()
        #expect(host.texts == ["value true"])
    }

    @Test func aCustomMirrorDoesNotHideAChange() {
        let model = Pair(), log = Log()
        let host = ViewHost(MirrorParent(model: model, log: log))
        model.a = 2
        host.step()
        #expect(host.texts == ["title 2 and some more words"])
        #expect(log.bodies["mirrored"] == 2)
    }

    @Test func aChildWithStateEnvironmentAndBindingIsSkippedWhenUnchanged() {
        let model = Pair(), log = Log()
        let host = ViewHost(StatefulParent(model: model, log: log))
        #expect(log.bodies == ["parent": 1, "stateful": 1, "closure": 1])
        model.a = 1
        host.step()
        // The closure child proves the parent really handed out new values.
        #expect(log.bodies == ["parent": 2, "stateful": 1, "closure": 2])
        #expect(host.texts == ["a = 1", "a caption longer than fifteen bytes 3 0", "closure"])
    }

    @Test func aBindingWriteStillReachesASkippedChild() {
        let model = Pair(), log = Log()
        let host = ViewHost(StatefulParent(model: model, log: log))
        model.a = 1
        host.step()
        host.click(text: "closure")
        #expect(host.texts.contains("a caption longer than fifteen bytes 4 0"))
    }

    @Test func anUnchangedChildDoesNotRunItsBody() {
        let model = Pair(), log = Log()
        let host = ViewHost(Parent(model: model, log: log))
        #expect(log.bodies == ["parent": 1, "leaf": 1])
        model.a = 1
        host.step()
        #expect(log.bodies == ["parent": 2, "leaf": 1])
        #expect(host.texts == ["a = 1", "fixed"])
    }

    @Test func equatableSkipsByEquality() {
        let model = Pair(), log = Log()
        let host = ViewHost(EquatableParent(model: model, log: log))
        model.a = 5
        host.step()
        #expect(log.bodies["labelled"] == 1)
        #expect(host.texts == ["a = 5", "same"])
    }

    @Test func writingOnePropertyRunsOnlyItsReaders() {
        let model = Pair(), log = Log()
        let host = ViewHost(VStack {
            ReadsA(model: model, log: log)
            ReadsB(model: model, log: log)
        })
        model.b = 7
        host.step()
        #expect(log.bodies == ["readsA": 1, "readsB": 2])
        #expect(host.stats.bodyEvaluations == 1)
        #expect(host.texts == ["A 0", "B 7"])
    }

    @Test func aHundredWritesRunEachReaderOnce() {
        let model = Pair(), log = Log()
        let host = ViewHost(VStack {
            ReadsA(model: model, log: log)
            ReadsB(model: model, log: log)
        })
        for value in 1...100 { model.a = value }
        host.step()
        #expect(log.bodies["readsA"] == 2)
        #expect(host.texts == ["A 100", "B 0"])
    }

    @Test func aWriteFromADetachedTaskShowsOnTheNextFrame() async {
        let model = Pair(), log = Log()
        let host = ViewHost(ReadsB(model: model, log: log))
        nonisolated(unsafe) let shared = model
        await Task.detached { shared.b = 42 }.value
        host.step()
        #expect(host.texts == ["B 42"])
    }
}
