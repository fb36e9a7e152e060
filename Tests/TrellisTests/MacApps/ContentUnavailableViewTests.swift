import Testing
import Trellis
import TrellisTesting

/// `ContentUnavailableView` (macOS 14): "an interface, consisting of a label and
/// additional content, that you display when the content of your app is unavailable
/// to users"; it centres itself in the space it is given.
@MainActor
@Suite struct ContentUnavailableViewTests {
    @Test func aTitleAndSymbolWithADescriptionAreCentredInTheSpaceOffered() throws {
        let host = ViewHost(
            ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Press Ctrl+N to write one.")),
            width: 600, height: 400)
        #expect(host.texts == ["No Notes", "Press Ctrl+N to write one."])
        let title = try #require(host.frame(ofText: "No Notes"))
        let description = try #require(host.frame(ofText: "Press Ctrl+N to write one."))
        // Centred: the title's middle is the window's, and the description sits below it.
        #expect(abs(title.midX - 300) < 1)
        #expect(abs(description.midX - 300) < 1)
        #expect(description.minY > title.maxY)
        // The group is centred vertically: it does not start at the top.
        #expect(title.minY > 100 && description.maxY < 300)
        // The description is secondary (grey), the title primary (black in light mode).
        let titlePixel = darkestPixel(in: title, of: host)
        let descriptionPixel = darkestPixel(in: description, of: host)
        #expect(titlePixel.r < 40)
        #expect(descriptionPixel.r > 60 && descriptionPixel.r < 200)
    }

    @Test func customLabelDescriptionAndActionsAllShow() {
        var created = 0
        let host = ViewHost(ContentUnavailableView {
            Label("Nothing Selected", systemImage: "doc")
        } description: {
            Text("Choose a note in the sidebar.")
        } actions: {
            Button("New Note") { created += 1 }
        }, width: 500, height: 400)
        #expect(host.texts == ["Nothing Selected", "Choose a note in the sidebar.", "New Note"])
        host.click(text: "New Note")
        #expect(created == 1)
    }

    /// `search(text:)` "conveys a search state"; `search` "enables the search query to be
    /// parsed into the view's description" when it sits inside a `.searchable` view.
    @Test func searchQuotesTheQueryGivenOrTheEnclosingSearchField() {
        let given = ViewHost(ContentUnavailableView.search(text: "milk"), width: 500, height: 300)
        #expect(given.texts == ["No Results for \u{201C}milk\u{201D}", "Check the spelling or try a new search."])

        struct Notes: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    ContentUnavailableView.search
                        .searchable(text: $query)
                }
            }
        }
        let host = ViewHost(Notes(), width: 500, height: 300)
        #expect(host.texts.contains("No Results"))
        host.press(.character("f"), modifiers: .control)
        host.type("eggs")
        host.step()
        #expect(host.texts.contains("No Results for \u{201C}eggs\u{201D}"))
    }

    private func darkestPixel<V: View>(in rect: Rect, of host: ViewHost<V>) -> RGBA {
        var darkest = RGBA(r: 255, g: 255, b: 255)
        var darkestSum = 765
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = host.color(x: x, y: y)
                let sum = Int(pixel.r) + Int(pixel.g) + Int(pixel.b)
                if sum < darkestSum { darkest = pixel; darkestSum = sum }
            }
        }
        return darkest
    }
}
