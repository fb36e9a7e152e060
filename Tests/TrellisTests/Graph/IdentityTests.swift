import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Identity {
    var id = 1
    var flag = true
}

@MainActor final class Log {
    var appeared = 0
    var disappeared = 0
    var bodies: [String: Int] = [:]
    var events: [String] = []
    func body(_ name: String) { bodies[name, default: 0] += 1 }
}

private struct Counter: View {
    var label = "Count"
    let log: Log
    @State private var count = 0
    var body: some View {
        Button("\(label) \(count)") { count += 1 }
            .onAppear { log.appeared += 1 }
            .onDisappear { log.disappeared += 1 }
    }
}

private struct ExplicitIdentity: View {
    let model: Identity
    let log: Log
    var body: some View {
        Counter(log: log).id(model.id)
    }
}

private struct BranchIdentity: View {
    let model: Identity
    let log: Log
    var body: some View {
        if model.flag { Counter(log: log) } else { Counter(log: log) }
    }
}

private struct TernaryIdentity: View {
    let model: Identity
    let log: Log
    var body: some View {
        Counter(label: model.flag ? "Count" : "Total", log: log)
    }
}

@MainActor
@Suite struct IdentityTests {
    @Test func aNewIdResetsStateAndAppearsAgain() {
        let model = Identity(), log = Log()
        let host = ViewHost(ExplicitIdentity(model: model, log: log))
        #expect(log.appeared == 1)
        for count in 0..<3 { host.click(text: "Count \(count)") }
        #expect(host.texts == ["Count 3"])
        model.id = 2
        host.step()
        #expect(host.texts == ["Count 0"])
        #expect(log.appeared == 2)
        #expect(log.disappeared == 1)
        #expect(host.lastEdits == [.removed(0), .inserted(0)])
    }

    @Test func anIfElseOfTheSameTypeResetsState() {
        let model = Identity(), log = Log()
        let host = ViewHost(BranchIdentity(model: model, log: log))
        host.click(text: "Count 0")
        host.click(text: "Count 1")
        model.flag = false
        host.step()
        #expect(host.texts == ["Count 0"])
    }

    @Test func aTernaryKeepsState() {
        let model = Identity(), log = Log()
        let host = ViewHost(TernaryIdentity(model: model, log: log))
        host.click(text: "Count 0")
        host.click(text: "Count 1")
        model.flag = false
        host.step()
        #expect(host.texts == ["Total 2"])
        #expect(log.appeared == 1)
        #expect(host.lastEdits == [.changed(0)])
    }
}
