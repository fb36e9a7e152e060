import Testing
import Trellis
import TrellisTesting

// Golden screenshots of a stack with a pushed screen, a split view and a tab
// view, in light and dark mode, on the software renderer.

private struct Book: Identifiable, Hashable {
    let id: String
    let author: String
}

private let books = [Book(id: "Dune", author: "Frank Herbert"), Book(id: "Emma", author: "Jane Austen"),
                     Book(id: "Ulysses", author: "James Joyce")]

private struct Shelf: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(book.id, value: book)
            }
            .navigationTitle("Books")
            .navigationDestination(for: Book.self) { book in
                VStack(spacing: 8) {
                    Text(book.id).font(.title)
                    Text("by \(book.author)").foregroundColor(.secondary)
                }
                .navigationTitle(book.id)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Share", systemImage: "square.and.arrow.up") {}
                    }
                }
            }
            .searchable(text: $query)
        }
    }
}

private struct Library: View {
    @State private var selection: Book.ID? = "Emma"

    var body: some View {
        NavigationSplitView {
            List(books, selection: $selection) { book in
                Label(book.id, systemImage: "bookmark")
            }
            .navigationTitle("Library")
        } detail: {
            VStack(spacing: 8) {
                Text(selection ?? "No book").font(.title)
                Text(books.first { $0.id == selection }?.author ?? "").foregroundColor(.secondary)
            }
            .navigationTitle(selection ?? "")
            .toolbar { Button("Edit", systemImage: "pencil") {} }
        }
    }
}

private struct Tabs: View {
    @State private var tab = 1

    var body: some View {
        TabView(selection: $tab) {
            Text("Everything you listened to").tabItem { Label("Music", systemImage: "play") }.tag(0)
            VStack {
                Text("Photos").font(.title)
                Text("Taken this year").foregroundColor(.secondary)
            }
            .tabItem { Label("Photos", systemImage: "photo") }.tag(1)
            Text("Settings").tabItem { Label("Settings", systemImage: "gearshape") }.tag(2)
        }
    }
}

@MainActor @Suite struct NavigationGoldenTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func aStackWithAPushedScreen(scheme: ColorScheme) {
        let host = ViewHost(Shelf().preferredColorScheme(scheme), width: 640, height: 400)
        host.click(text: "Emma")
        host.step(frames: 40)
        // The pushed screen has slid fully in, under a back button titled with the root.
        #expect(host.texts.contains("by Jane Austen"))
        #expect(host.texts.contains("Books"))
        expectMatchesGolden(host, named: "navigation-stack-\(scheme)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aSplitView(scheme: ColorScheme) {
        let host = ViewHost(Library().preferredColorScheme(scheme), width: 800, height: 600)
        #expect(host.texts.contains("Jane Austen"), "the sidebar's selection drives the detail")
        expectMatchesGolden(host, named: "navigation-split-\(scheme)")
    }

    @Test func aSplitViewOnALargeScreen() {
        let host = ViewHost(Library(), width: 1600, height: 1000)
        #expect(host.texts.contains("Jane Austen"), "the sidebar's selection drives the detail")
        expectMatchesGolden(host, named: "navigation-split-large")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aTabView(scheme: ColorScheme) {
        let host = ViewHost(Tabs().preferredColorScheme(scheme), width: 640, height: 400)
        #expect(host.texts.contains("Taken this year"))
        #expect(!host.texts.contains("Everything you listened to"), "only the chosen page shows")
        expectMatchesGolden(host, named: "navigation-tabs-\(scheme)")
    }
}
