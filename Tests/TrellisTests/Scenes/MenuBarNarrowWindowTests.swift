import Testing
import Trellis
import TrellisTesting

private struct WriterApp: App {
    var body: some Scene {
        WindowGroup("Writer") { Text("Body") }
            .commands {
                CommandMenu("Format") { Button("Bold") {} }
                CommandMenu("Insert") { Button("Table") {} }
            }
    }
}

/// A narrow window's menu bar. A Mac's menu bar is one row of titles, each on
/// one line, and GTK's `GtkMenuBar` packs its items in one row too: a title is
/// never broken over two lines. Titles that do not fit run past the window's
/// edge, where the bar clips them.
@MainActor @Suite struct MenuBarNarrowWindowTests {
    @Test func aNarrowWindowKeepsEveryTitleOnOneLineInOneRow() throws {
        let host = AppHost(WriterApp())
        let window = host.windows[0]
        window.resize(width: 600, height: 200)
        host.step(frames: 3)
        let wide = try #require(window.frame(ofText: "File"))
        let wideBody = try #require(window.frame(ofText: "Body"))
        window.resize(width: 120, height: 200)
        host.step(frames: 3)
        #expect(window.size.width == 120, "the bar does not set how narrow the window may get")
        let file = try #require(window.frame(ofText: "File"))
        #expect(file == wide, "File stands where it stood in a wide window")
        for title in ["Edit", "Format"] {
            let frame = try #require(window.frame(ofText: title), "\(title) is shown: \(window.texts)")
            #expect(frame.height == file.height, "\(title) is one line, as File is: \(frame) against \(file)")
            #expect(frame.minY == file.minY, "\(title) is in File's row")
        }
        let format = try #require(window.frame(ofText: "Format"))
        #expect(format.maxX > window.size.width, "the titles do not fit, so this window tests running past the edge")
        // The bar kept its height, so the content below it is centred where it was.
        let body = try #require(window.frame(ofText: "Body"))
        #expect(body.minY == wideBody.minY, "the bar kept its height: \(body) against \(wideBody)")
    }

    @Test func aTitleThatRunsPastTheEdgeStillOpensItsMenuWhereItShows() throws {
        let host = AppHost(WriterApp())
        let window = host.windows[0]
        window.resize(width: 120, height: 200)
        host.step(frames: 3)
        window.click(text: "Edit")
        host.step(frames: 5)
        #expect(window.texts.contains("Select All"), "Edit opened: \(window.texts)")
    }
}
