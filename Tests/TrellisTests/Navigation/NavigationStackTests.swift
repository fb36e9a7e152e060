import Testing
import Trellis
import TrellisTesting

// Stacks as SwiftUI code uses them: links, destinations, the back button and
// keys, `dismiss`, paths kept in state and models, and what the window shows.

private struct Library: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Dune", value: "Dune")
                NavigationLink("Emma", value: "Emma")
            }
            .navigationTitle("Books")
            .navigationDestination(for: String.self) { title in
                Text("Reading \(title)")
                    .navigationTitle(title)
            }
        }
    }
}

private struct Counted: View {
    @State private var taps = 0

    var body: some View {
        NavigationStack {
            VStack {
                Button("Tap") { taps += 1 }
                Text("Taps: \(taps)")
                NavigationLink("Settings") {
                    SettingsScreen()
                }
            }
            .navigationTitle("Home")
        }
    }
}

private struct SettingsScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Settings screen")
            Button("Done") { dismiss() }
        }
        .navigationTitle("Settings")
    }
}

private struct OldStyleDetail: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}

private struct OldStyle: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: OldStyleDetail()) {
                Text("Open")
            }
            .navigationBarTitle("Start")
        }
    }
}

@MainActor @Observable private final class Router {
    var path: [Int] = []
}

private struct Routed: View {
    let router: Router

    var body: some View {
        NavigationStack(path: Bindable(router).path) {
            Text("Level 0")
                .navigationDestination(for: Int.self) { level in
                    Text("Level \(level)")
                }
        }
    }
}

private struct PathOwner: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Push two") {
                    path.append(1)
                    path.append("two")
                }
                Text("Depth \(path.count)")
            }
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
            .navigationDestination(for: String.self) { word in
                Button("Back to root") { path.removeLast(path.count) }
                    .navigationTitle("Word \(word)")
            }
        }
    }
}

private struct Flagged: View {
    @State private var showsDetail = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Show") { showsDetail = true }
                Text(showsDetail ? "flag on" : "flag off")
            }
            .navigationDestination(isPresented: $showsDetail) {
                Text("Flagged detail")
            }
        }
    }
}

@MainActor @Suite struct NavigationStackTests {
    @Test func clickingALinkPushesItsDestinationAndTheBackButtonPops() {
        let host = ViewHost(Library(), width: 400, height: 300)
        host.click(text: "Dune")
        host.step(frames: 30)
        #expect(host.texts.contains("Reading Dune"))
        #expect(host.windowTitle == "Dune")
        // The back button is titled with the screen below.
        host.click(text: "Books")
        host.step(frames: 30)
        #expect(!host.texts.contains("Reading Dune"))
        #expect(host.windowTitle == "Books")
        #expect(host.texts.contains("Emma"))
    }

    @Test func escapeAndAltLeftGoBack() {
        let host = ViewHost(Library(), width: 400, height: 300)
        host.click(text: "Emma")
        host.step(frames: 30)
        host.press(.escape)
        host.step(frames: 30)
        #expect(!host.texts.contains("Reading Emma"))
        host.click(text: "Dune")
        host.step(frames: 30)
        host.press(.left, modifiers: .option)
        host.step(frames: 30)
        #expect(!host.texts.contains("Reading Dune"))
        #expect(host.windowTitle == "Books")
    }

    @Test func dismissPopsThePushedScreenAndTheRootKeepsItsState() {
        let host = ViewHost(Counted(), width: 400, height: 300)
        host.click(text: "Tap")
        host.click(text: "Tap")
        host.step()
        host.click(text: "Settings")
        host.step(frames: 30)
        #expect(host.texts.contains("Settings screen"))
        #expect(host.windowTitle == "Settings")
        host.click(text: "Done")
        host.step(frames: 30)
        #expect(!host.texts.contains("Settings screen"))
        #expect(host.texts.contains("Taps: 2"))
        #expect(host.windowTitle == "Home")
    }

    @Test func navigationViewStacksAndPresentationModeDismisses() {
        let host = ViewHost(OldStyle(), width: 400, height: 300)
        #expect(host.windowTitle == "Start")
        host.click(text: "Open")
        host.step(frames: 30)
        host.click(text: "Close")
        host.step(frames: 30)
        #expect(!host.texts.contains("Close"))
        #expect(host.texts.contains("Open"))
    }

    @Test func aPathInAModelPushesAndPops() {
        let router = Router()
        let host = ViewHost(Routed(router: router), width: 400, height: 300)
        router.path.append(1)
        host.step(frames: 30)
        router.path.append(2)
        host.step(frames: 30)
        #expect(host.texts.contains("Level 2"))
        host.press(.escape)
        host.step(frames: 30)
        #expect(router.path == [1])
        #expect(host.texts.contains("Level 1"))
        router.path.removeLast()
        host.step(frames: 30)
        #expect(!host.texts.contains("Level 1"))
        #expect(host.texts.contains("Level 0"))
    }

    @Test func aNavigationPathHoldsValuesOfSeveralTypes() {
        let host = ViewHost(PathOwner(), width: 400, height: 300)
        host.click(text: "Push two")
        host.step(frames: 30)
        #expect(host.windowTitle == "Word two")
        // The back button is titled "Back" when the screen below has no title.
        #expect(host.texts.contains("Back"))
        host.click(text: "Back")
        host.step(frames: 30)
        #expect(host.texts.contains("Number 1"))
        host.press(.escape)
        host.step(frames: 30)
        #expect(host.texts.contains("Depth 0"))
    }

    @Test func anIsPresentedDestinationPushesAndPoppingClearsTheFlag() {
        let host = ViewHost(Flagged(), width: 400, height: 300)
        host.click(text: "Show")
        host.step(frames: 30)
        #expect(host.texts.contains("Flagged detail"))
        host.press(.escape)
        host.step(frames: 30)
        #expect(!host.texts.contains("Flagged detail"))
        #expect(host.texts.contains("flag off"))
    }

    @Test func pushingSlidesTheScreenInFromTheTrailingEdge() throws {
        let host = ViewHost(Library())
        host.click(text: "Dune")
        host.step(frames: 14)
        let midway = try #require(host.frame(ofText: "Reading Dune"))
        host.step(frames: 30)
        let settled = try #require(host.frame(ofText: "Reading Dune"))
        // The whole screen moves by its width, so its text is still well to the right.
        #expect(midway.x > settled.x + 60)
        #expect(midway.x < settled.x + 400)
    }

    @Test func withAnimationNilPushesWithoutASlide() throws {
        let router = Router()
        let host = ViewHost(Routed(router: router), width: 400, height: 300)
        let root = try #require(host.frame(ofText: "Level 0"))
        withAnimation(nil) { router.path.append(3) }
        host.step()
        let pushed = try #require(host.frame(ofText: "Level 3"))
        #expect(abs(pushed.midX - root.midX) < 2)
    }

    @Test func poppingAnEmptyStackWarnsAndDoesNothing() {
        let host = ViewHost(Library(), width: 400, height: 300)
        host.press(.escape)
        var path = NavigationPath()
        path.removeLast()
        host.step()
        #expect(path.isEmpty)
        #expect(Diagnostics.warnings.contains { $0.contains("NavigationPath.removeLast(1)") })
        #expect(host.texts.contains("Dune"))
    }

    @Test func aValueWithNoDestinationShowsAPlaceholderAndWarns() {
        let router = Router()
        let host = ViewHost(NavigationStack(path: Bindable(router).path) { Text("Root") })
        router.path.append(7)
        host.step(frames: 30)
        #expect(host.texts.contains("No destination for Int"))
        #expect(Diagnostics.warnings.contains { $0.contains("navigationDestination(for: Int.self)") })
    }
}
