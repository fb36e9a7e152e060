import Testing
import Trellis
import TrellisTesting

// The issue's program, as written for SwiftUI, with the unused `Deep` shown and
// a view that holds no store next to it.

private final class Store: ObservableObject {
    @Published var items: [String] = []
    @Published var count = 0
    func add() { items.append("Item \(items.count)"); objectWillChange.send() }
}

/// Which bodies ran, by view name.
@MainActor private final class Bodies {
    var runs: [String: Int] = [:]
    func ran(_ name: String) { runs[name, default: 0] += 1 }
}

private struct ContentView: View {
    let bodies: Bodies
    @StateObject private var store = Store()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        let _ = bodies.ran("ContentView")
        VStack {
            Text("\(store.count)")
            Child(store: store, bodies: bodies)
            Deep(bodies: bodies)
            Bystander(bodies: bodies)
        }
        .environmentObject(store)
        .onReceive(timer) { _ in store.count += 1 }
    }
}

private struct Child: View {
    @ObservedObject var store: Store
    let bodies: Bodies
    var body: some View {
        let _ = bodies.ran("Child")
        Button("Add") { store.add() }
    }
}

private struct Deep: View {
    @EnvironmentObject var store: Store
    let bodies: Bodies
    var body: some View {
        let _ = bodies.ran("Deep")
        Text("\(store.items.count) items")
    }
}

private struct Bystander: View {
    let bodies: Bodies
    var body: some View {
        let _ = bodies.ran("Bystander")
        Text("Unrelated")
    }
}

@MainActor
@Suite struct ObservableObjectTests {
    @Test func theIssuesProgramCountsTicksAndAddsItems() {
        let host = ViewHost(ContentView(bodies: Bodies()))
        #expect(host.texts == ["0", "Add", "0 items", "Unrelated"])
        host.click(text: "Add")
        host.click(text: "Add")
        #expect(host.texts == ["0", "Add", "2 items", "Unrelated"])
        host.advance(seconds: 3.5)
        #expect(host.texts == ["3", "Add", "2 items", "Unrelated"])
    }

    @Test func aChangeRunsOnlyTheBodiesOfViewsHoldingTheObject() {
        let bodies = Bodies()
        let host = ViewHost(ContentView(bodies: bodies))
        #expect(bodies.runs == ["ContentView": 1, "Child": 1, "Deep": 1, "Bystander": 1])
        host.click(text: "Add")
        // Two sends in one action cost each holder one run, in the next frame.
        #expect(bodies.runs == ["ContentView": 2, "Child": 2, "Deep": 2, "Bystander": 1])
        // The first tick comes 60 frames after the one that connected the timer.
        host.step(frames: 58)
        #expect(host.stats.bodyEvaluations == 0)
        host.step()
        #expect(host.texts.first == "1")
        #expect(bodies.runs == ["ContentView": 3, "Child": 3, "Deep": 3, "Bystander": 1])
    }
}

// MARK: @StateObject lives with identity

private final class Session: ObservableObject {
    static let made = Made()
    @MainActor final class Made { var count = 0 }
    let number: Int
    @Published var taps = 0
    @MainActor init() {
        Session.made.count += 1
        number = Session.made.count
    }
}

private struct SessionView: View {
    @StateObject private var session = Session()
    var body: some View {
        Button("Session \(session.number): \(session.taps)") { session.taps += 1 }
    }
}

private struct SessionParent: View {
    @State private var renders = 0
    @State private var generation = 0
    var body: some View {
        VStack {
            Button("Render \(renders)") { renders += 1 }
            Button("New identity") { generation += 1 }
            SessionView().id(generation)
        }
    }
}

@MainActor
@Suite(.serialized) struct StateObjectTests {
    @Test func theObjectSurvivesTheParentRunningItsBodyButNotANewIdentity() {
        let before = Session.made.count
        let host = ViewHost(SessionParent())
        let first = before + 1
        #expect(Session.made.count == first)
        host.click(text: "Session \(first): 0")
        host.click(text: "Render 0")
        host.click(text: "Render 1")
        #expect(host.texts.contains("Session \(first): 1"))
        #expect(Session.made.count == first)
        host.click(text: "New identity")
        #expect(Session.made.count == first + 1)
        #expect(host.texts.contains("Session \(first + 1): 0"))
    }
}
