import Observation
import Testing
import Trellis
import TrellisTesting

/// Lets a test wait for something a task does, without sleeping.
@MainActor final class Signal {
    private var fired = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    func fire() {
        fired = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
    func wait() async {
        if fired { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}

private struct Shown: View {
    let model: Identity
    let log: Log
    let started: Signal
    var body: some View {
        if model.flag {
            Text("Shown")
                .onAppear { log.appeared += 1 }
                .onDisappear { log.disappeared += 1 }
                .task {
                    started.fire()
                    await withTaskCancellationHandler {
                        try? await Task.sleep(for: .seconds(3600))
                    } onCancel: {
                        Task { @MainActor in log.events.append("cancelled") }
                    }
                }
        }
    }
}

private struct TaskByID: View {
    let model: Identity
    let log: Log
    var body: some View {
        Text("Loading \(model.id)")
            .task(id: model.id) { [id = model.id] in
                log.events.append("start \(id)")
                try? await Task.sleep(for: .seconds(3600))
                log.events.append(Task.isCancelled ? "cancelled \(id)" : "finished \(id)")
            }
    }
}

private struct InitialWatcher: View {
    let model: Identity
    let log: Log
    var body: some View {
        Text("Value \(model.id)")
            .onChange(of: model.id, initial: true) { old, new in log.events.append("\(old)→\(new)") }
    }
}

private struct Watcher: View {
    let model: Identity
    let log: Log
    var body: some View {
        Text("Value \(model.id)")
            .onChange(of: model.id) { old, new in log.events.append("\(old)→\(new)") }
    }
}

@MainActor
@Suite struct LifecycleTests {
    @Test func appearAndDisappearRunOncePerAppearance() {
        let model = Identity(), log = Log()
        let host = ViewHost(Shown(model: model, log: log, started: Signal()))
        #expect(log.appeared == 1 && log.disappeared == 0)
        host.step(frames: 5)
        #expect(log.appeared == 1)
        model.flag = false
        host.step()
        #expect(log.appeared == 1 && log.disappeared == 1)
        model.flag = true
        host.step()
        #expect(log.appeared == 2 && log.disappeared == 1)
    }

    // A lost cancellation would leave the test waiting: the limit turns that into a failure.
    // The limit is generous because these tasks queue on the main actor behind every other
    // test in a parallel run; on a loaded machine that wait alone passed a minute.
    @Test(.timeLimit(.minutes(10))) func aTaskIsCancelledWhenItsViewDisappears() async {
        let model = Identity(), log = Log(), started = Signal()
        let host = ViewHost(Shown(model: model, log: log, started: started))
        await started.wait()
        model.flag = false
        host.step()
        while log.events.isEmpty { await Task.yield() }
        #expect(log.events == ["cancelled"])
    }

    @Test(.timeLimit(.minutes(10))) func aTaskWithAnIdRestartsWhenTheIdChanges() async {
        let model = Identity(), log = Log()
        let host = ViewHost(TaskByID(model: model, log: log))
        while log.events.count < 1 { await Task.yield() }
        model.id = 2
        host.step()
        while log.events.count < 3 { await Task.yield() }
        #expect(log.events.sorted() == ["cancelled 1", "start 1", "start 2"])
    }

    @Test func onChangeReceivesTheOldAndNewValues() {
        let model = Identity(), log = Log()
        let host = ViewHost(Watcher(model: model, log: log))
        model.id = 5
        host.step()
        model.id = 9
        host.step()
        #expect(log.events == ["1→5", "5→9"])
    }

    @Test func onChangeWithInitialRunsOnceOnAppearanceToo() {
        let model = Identity(), log = Log()
        let host = ViewHost(InitialWatcher(model: model, log: log))
        #expect(log.events == ["1→1"])
        model.id = 4
        host.step()
        #expect(log.events == ["1→1", "1→4"])
    }
}
