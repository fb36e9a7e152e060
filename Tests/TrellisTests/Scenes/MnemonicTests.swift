import Testing
import Trellis
import TrellisTesting

private struct FormatApp: App {
    var body: some Scene {
        WindowGroup("Writer") { Text("Body") }
            .commands {
                CommandMenu("Format") {
                    Button("Bold") {}
                }
            }
    }
}

/// The menu bar's mnemonics: unique letters, underlined while the keyboard drives the bar.
@MainActor @Suite struct MnemonicTests {
    /// Dark pixels in the band just under `text`'s glyphs, where an underline goes.
    private func underlinePixels(of text: String, in window: AppWindow) throws -> Int {
        let frame = try #require(window.frame(ofText: text))
        var dark = 0
        for y in Int(frame.maxY) - 5...Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) where window.color(x: x, y: y).r < 120 { dark += 1 }
        }
        return dark
    }

    @Test func altShowsAnUnderlineUnderEachTitlesMnemonicAndLeavingHidesIt() throws {
        let host = AppHost(FormatApp())
        let window = host.windows[0]
        let before = try underlinePixels(of: "File", in: window)
        host.pressAlt()
        host.step(frames: 2)
        let shown = try underlinePixels(of: "File", in: window)
        #expect(shown >= before + 4, "the F of File is underlined: \(before) → \(shown)")
        #expect(window.texts.contains("File"), "the title is still one text")
        host.press(.escape)
        host.step(frames: 2)
        #expect(try underlinePixels(of: "File", in: window) == before)
    }

    @Test func aTitleWhoseFirstLetterIsTakenGetsItsNextLetter() throws {
        let host = AppHost(FormatApp())
        host.press(.character("o"), modifiers: .option)
        host.step(frames: 10)
        #expect(host.windows[0].texts.contains("Bold"), "Alt+O opens Format, File having F: \(host.windows[0].texts)")
        host.press(.escape)
        host.step(frames: 10)
        host.press(.character("f"), modifiers: .option)
        host.step(frames: 10)
        #expect(!host.windows[0].texts.contains("Bold"), "Alt+F opens File, not Format")
    }
}

