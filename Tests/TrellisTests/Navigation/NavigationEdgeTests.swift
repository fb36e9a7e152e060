import Testing
import Trellis
import TrellisTesting

// The older and rarer forms of navigation code, and what bad input does.

private struct Locked: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Checkout") {
                Text("Paying")
                    .navigationTitle("Payment")
                    .navigationBarBackButtonHidden()
            }
            .navigationTitle("Cart")
        }
    }
}

private struct OldBarItems: View {
    @State private var log = ""
    @State private var title = "Notes"

    var body: some View {
        NavigationView {
            Text("Log: \(log)")
                .navigationTitle($title)
                .navigationBarItems(leading: Button("Edit") { log += "e" },
                                    trailing: Button("Add") { log += "a" })
        }
    }
}

private struct SplitHoldingAStack: View {
    var body: some View {
        NavigationSplitView {
            Text("Sidebar")
        } detail: {
            NavigationStack {
                Text("Inner root").navigationTitle("Inner")
            }
        }
    }
}

private struct ActiveLink: View {
    @State private var isActive = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Opened by flag"), isActive: $isActive) {
                    Text("Open")
                }
                Button("Open from code") { isActive = true }
                Text(isActive ? "active" : "inactive")
            }
        }
    }
}

private struct Following: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            NavigationLink("Details") {
                VStack {
                    Text("Count is \(count)")
                    Button("Bump") { count += 1 }
                }
            }
        }
    }
}

@MainActor @Suite struct NavigationEdgeTests {
    @Test func aPushedDestinationFollowsTheStateItWasMadeFrom() {
        let host = ViewHost(Following(), width: 400, height: 300)
        host.click(text: "Details")
        host.step(frames: 30)
        host.click(text: "Bump")
        host.step()
        #expect(host.texts.contains("Count is 1"))
    }

    @Test func anIsActiveLinkFollowsItsFlag() {
        let host = ViewHost(ActiveLink())
        host.click(text: "Open from code")
        host.step(frames: 30)
        #expect(host.texts.contains("Opened by flag"))
        host.press(.escape)
        host.step(frames: 30)
        #expect(host.texts.contains("inactive"))
        host.click(text: "Open")
        host.step(frames: 30)
        #expect(host.texts.contains("Opened by flag"))
    }

    @Test func aHiddenBackButtonAlsoKeepsEscapeFromGoingBack() {
        let host = ViewHost(Locked())
        host.click(text: "Checkout")
        host.step(frames: 30)
        #expect(!host.texts.contains("Cart"))
        host.press(.escape)
        host.step(frames: 30)
        #expect(host.texts.contains("Paying"))
        #expect(host.windowTitle == "Payment")
    }

    @Test func navigationBarItemsGoToBothEndsAndRun() throws {
        let host = ViewHost(OldBarItems())
        let edit = try #require(host.frame(ofText: "Edit"))
        let add = try #require(host.frame(ofText: "Add"))
        #expect(edit.maxX < 200 && add.minX > 600)
        host.click(text: "Edit")
        host.click(text: "Add")
        host.step()
        #expect(host.texts.contains("Log: ea"))
        #expect(host.windowTitle == "Notes")
    }

    @Test func aStackInsideASplitViewColumnShowsOneBar() {
        let host = ViewHost(SplitHoldingAStack())
        #expect(host.texts.filter { $0 == "Inner" }.count == 1)
        #expect(host.windowTitle == "Inner")
    }

    @Test func aLinkOutsideAStackWarnsAndDoesNothing() {
        let host = ViewHost(NavigationLink("Nowhere", value: 1))
        host.click(text: "Nowhere")
        host.step()
        #expect(host.texts == ["Nowhere"])
        #expect(Diagnostics.warnings.contains { $0.contains("NavigationLink is not inside a NavigationStack") })
    }

    @Test func aColumnWidthOutOfOrderWarnsAndTheColumnKeepsItsDefault() throws {
        let host = ViewHost(NavigationSplitView {
            Text("Side").navigationSplitViewColumnWidth(min: 300, ideal: 100, max: 200)
        } detail: {
            Text("Main")
        })
        let side = try #require(host.frame(ofText: "Side"))
        #expect(abs(side.midX - 110) < 2)
        #expect(Diagnostics.warnings.contains { $0.contains("is out of order") })
    }
}
