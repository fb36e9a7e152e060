import Testing
import Trellis
import TrellisTesting

// Split views as desktop tools use them: a sidebar list driving the detail,
// a draggable divider, and columns hidden through `columnVisibility`.

private struct Planet: Identifiable, Hashable {
    let id: String
    var name: String { id }
}

private let planets = ["Mercury", "Venus", "Earth"].map(Planet.init)

private struct Atlas: View {
    @State private var selection: Planet.ID?
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(planets, selection: $selection) { planet in
                Text(planet.name)
            }
            .navigationTitle("Planets")
            .navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 300)
        } detail: {
            VStack {
                if let selection {
                    Text("About \(selection)")
                        .navigationTitle(selection)
                } else {
                    Text("Pick a planet")
                }
                Button("Hide sidebar") { visibility = .detailOnly }
            }
        }
    }
}

private struct ThreeColumns: View {
    var body: some View {
        NavigationSplitView {
            Text("Folders")
        } content: {
            Text("Messages")
        } detail: {
            Text("Message body")
        }
    }
}

/// Apple's pattern: links to values in a selectable sidebar list.
private struct LinkedSidebar: View {
    @State private var selection: String?

    var body: some View {
        NavigationSplitView {
            List(planets, selection: $selection) { planet in
                NavigationLink(planet.name, value: planet.id)
            }
        } detail: {
            Text(selection.map { "Showing \($0)" } ?? "Nothing chosen")
        }
    }
}

@MainActor @Suite struct NavigationSplitViewTests {
    @Test func linksInASelectableSidebarSelectTheirRows() {
        let host = ViewHost(LinkedSidebar())
        host.click(text: "Earth")
        host.step()
        #expect(host.texts.contains("Showing Earth"))
        host.press(.up)
        host.step()
        #expect(host.texts.contains("Showing Venus"))
    }

    @Test func theSidebarSelectionDrivesTheDetailAndTheWindowTitle() {
        let host = ViewHost(Atlas())
        #expect(host.texts.contains("Pick a planet"))
        #expect(host.windowTitle == "Planets")
        host.click(text: "Venus")
        host.step()
        #expect(host.texts.contains("About Venus"))
        #expect(host.windowTitle == "Venus")
    }

    @Test func theSidebarTakesItsIdealWidthAndTheDividerDragsWithinItsLimits() throws {
        let host = ViewHost(Atlas())
        let before = try #require(host.frame(ofText: "Pick a planet"))
        // The divider is 1 px at x = 200, after the 200-px sidebar.
        #expect(host.color(x: 200, y: 300) != host.color(x: 205, y: 300))
        host.drag(from: Point(x: 200, y: 300), to: Point(x: 260, y: 300), steps: 4)
        host.step()
        let after = try #require(host.frame(ofText: "Pick a planet"))
        #expect(abs((after.midX - before.midX) - 30) < 2)
        // Past its maximum the sidebar stops at 300.
        host.drag(from: Point(x: 260, y: 300), to: Point(x: 700, y: 300), steps: 4)
        host.step()
        let widest = try #require(host.frame(ofText: "Pick a planet"))
        #expect(abs(widest.midX - (300 + 1 + (800 - 301) / 2)) < 2)
        // And not below its minimum.
        host.drag(from: Point(x: 300, y: 300), to: Point(x: 10, y: 300), steps: 4)
        host.step()
        let narrowest = try #require(host.frame(ofText: "Pick a planet"))
        #expect(abs(narrowest.midX - (150 + 1 + (800 - 151) / 2)) < 2)
    }

    @Test func aListInTheSidebarIsASourceListUnlessItAsksForAnotherStyle() throws {
        func rowStep(_ style: (any ListStyle)?) throws -> (step: Double, height: Double) {
            let list = List(planets, selection: .constant(nil as Planet.ID?)) { Text($0.name) }
            let host = ViewHost(NavigationSplitView {
                if let style { AnyView(list.listStyle(style)) } else { AnyView(list) }
            } detail: {
                Text("Detail")
            }, width: 600, height: 300)
            let mercury = try #require(host.frame(ofText: "Mercury")), venus = try #require(host.frame(ofText: "Venus"))
            return (venus.minY - mercury.minY, mercury.height)
        }
        // As on a Mac: tight rows (4 points above and below each) and no separators.
        let source = try rowStep(nil)
        #expect(source.step == source.height + 8, "\(source)")
        let inset = try rowStep(InsetListStyle())
        #expect(inset.step == inset.height + 16, "an explicit style wins: \(inset)")
    }

    @Test func columnVisibilityHidesTheSidebar() throws {
        let host = ViewHost(Atlas())
        host.click(text: "Hide sidebar")
        host.step()
        #expect(!host.texts.contains("Mercury"))
        let centred = try #require(host.frame(ofText: "Pick a planet"))
        #expect(abs(centred.midX - 400) < 2)
    }

    @Test func threeColumnsSitSideBySide() throws {
        let host = ViewHost(ThreeColumns())
        let folders = try #require(host.frame(ofText: "Folders"))
        let messages = try #require(host.frame(ofText: "Messages"))
        let body = try #require(host.frame(ofText: "Message body"))
        #expect(folders.maxX < messages.minX)
        #expect(messages.maxX < body.minX)
    }
}
