import Testing
import Trellis
import TrellisTesting

private final class Clock: ObservableObject {
    @Published var seconds = 0
}

@MainActor private final class Runs {
    var count: [String: Int] = [:]
    func note(_ name: String) { count[name, default: 0] += 1 }
}

private struct Dashboard: View {
    let runs: Runs
    @StateObject private var clock = Clock()
    @State private var title = "Dashboard"
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        let _ = runs.note("Dashboard")
        VStack {
            Text(title).onTapGesture { title += "!" }
            Text("\(clock.seconds) s")
            Reader(clock: clock, runs: runs)
            EnvironmentReader(runs: runs)
            Bystander(runs: runs)
        }
        .environmentObject(clock)
        .onReceive(timer) { _ in clock.seconds += 1 }
    }
}

private struct Reader: View {
    @ObservedObject var clock: Clock
    let runs: Runs
    var body: some View {
        let _ = runs.note("Reader")
        Text("Reader sees \(clock.seconds)")
    }
}

private struct EnvironmentReader: View {
    @EnvironmentObject var clock: Clock
    let runs: Runs
    var body: some View {
        let _ = runs.note("EnvironmentReader")
        Text("Environment sees \(clock.seconds)")
    }
}

private struct Bystander: View {
    let runs: Runs
    var body: some View {
        let _ = runs.note("Bystander")
        Text("Bystander")
    }
}

@MainActor
@Suite struct ObjectReadersTests {
    @Test func aTickRunsExactlyTheThreeBodiesThatHoldTheObject() {
        let runs = Runs()
        let host = ViewHost(Dashboard(runs: runs))
        host.step(frames: 59)
        #expect(host.stats.bodyEvaluations == 0)
        host.step()
        #expect(host.texts == ["Dashboard", "1 s", "Reader sees 1", "Environment sees 1", "Bystander"])
        #expect(host.stats.bodyEvaluations == 3)
        #expect(runs.count == ["Dashboard": 2, "Reader": 2, "EnvironmentReader": 2, "Bystander": 1])
    }

    @Test func aParentRunningAgainSkipsChildrenHoldingTheSameObject() {
        let runs = Runs()
        let host = ViewHost(Dashboard(runs: runs))
        host.click(text: "Dashboard")
        #expect(host.texts.first == "Dashboard!")
        #expect(host.stats.bodyEvaluations == 1)
        #expect(runs.count == ["Dashboard": 2, "Reader": 1, "EnvironmentReader": 1, "Bystander": 1])
    }
}

// MARK: Rows that observe their own object

private final class Chore: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var done = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

private struct TaskRow: View {
    @ObservedObject var task: Chore
    var body: some View {
        Text("\(task.done ? "✓" : "○") \(task.title)")
            .onTapGesture { task.done.toggle() }
    }
}

private struct TaskList: View {
    let tasks: [Chore]
    var body: some View {
        VStack {
            ForEach(tasks) { task in TaskRow(task: task) }
        }
    }
}

@MainActor
@Suite struct ObservedRowTests {
    @Test func changingOneRowsObjectRunsOnlyThatRow() {
        let tasks = [Chore(id: 1, title: "Milk"), Chore(id: 2, title: "Eggs"), Chore(id: 3, title: "Bread")]
        let host = ViewHost(TaskList(tasks: tasks))
        host.click(text: "○ Eggs")
        #expect(host.texts == ["○ Milk", "✓ Eggs", "○ Bread"])
        #expect(host.stats.bodyEvaluations == 1)
        tasks[2].done = true
        host.step()
        #expect(host.texts == ["○ Milk", "✓ Eggs", "✓ Bread"])
        #expect(host.stats.bodyEvaluations == 1)
    }
}
