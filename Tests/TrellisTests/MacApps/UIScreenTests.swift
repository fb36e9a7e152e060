import Foundation
import Testing

/// UIKit's `UIScreen.main.bounds` and `scale` (iOS code sizes views by them)
/// are the display's, from SDL: the `ScreenReport` helper, which imports only
/// UIKit, prints them on an X server of 1024 × 768 pixels. It runs in a process
/// of its own, since SDL's video state belongs to the whole process.
@Suite(.timeLimit(.minutes(2))) struct UIScreenTests {
    private func report(scale: String) throws -> [String] {
        let output = try OwnDisplay.run([DemoRun.executable("ScreenReport").path], seconds: 60,
                                        environment: ["TRELLIS_SCALE": scale, "SDL_VIDEODRIVER": ""])
        return output.split(separator: "\n").last.map { $0.split(separator: " ").map(String.init) } ?? []
    }

    @Test func boundsAreTheDisplaysInPointsAtTheDesktopsScale() throws {
        #expect(try report(scale: "1") == ["1024.0", "768.0", "1.0", "1024.0"])
        #expect(try report(scale: "2") == ["512.0", "384.0", "2.0", "1024.0"])
    }
}
