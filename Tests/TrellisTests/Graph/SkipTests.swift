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

@MainActor
@Suite struct SkipTests {
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
