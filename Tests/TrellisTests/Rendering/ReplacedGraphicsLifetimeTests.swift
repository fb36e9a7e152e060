import Observation
import Testing
import Trellis
import TrellisTesting

@Observable @MainActor
private final class ReplacedBoard {
    var labels = (0..<8).map { "Label \($0)" }
    var shift = 0.0
}

private struct ReplacedBoardView: View {
    let board: ReplacedBoard
    var body: some View {
        VStack(spacing: 0) {
            ForEach(board.labels, id: \.self) { Text($0).frame(height: 20) }
            Color.blue.frame(width: 20, height: 20).offset(x: board.shift)
        }
    }
}

@MainActor
@Suite struct ReplacedGraphicsLifetimeTests {
    /// The graphics a frame's changes replaced are let go of by the end of
    /// that frame: kept in the shown list, they were freed in the next frame,
    /// which then paid for the last one's change (a select after a replace of
    /// 1,000 rows freed 275 graphics and their strings).
    @Test func replacedGraphicsAreNotKeptPastTheirFrame() {
        let board = ReplacedBoard()
        let host = ViewHost(ReplacedBoardView(board: board), width: 200, height: 200)
        host.step()
        board.labels = (0..<8).map { "Other \($0)" }
        host.step()
        #expect(host.texts.first == "Other 0")
        let held = host.displayList.changes.replaced.reduce(0) { $0 + $1.graphics.count }
        #expect(held == 0, "graphics still held after their frame")
        #expect(host.pixelsDifferingFromWholeRepaint() == 0)
    }

    /// An animation that starts in a frame still starts from the graphics its
    /// changes replaced, which the animator reads before they are let go of.
    @Test func anAnimationStillStartsFromTheReplacedGraphics() throws {
        let board = ReplacedBoard()
        let host = ViewHost(ReplacedBoardView(board: board), width: 200, height: 200)
        host.step()
        func squareX() -> Double? {
            for graphic in host.displayList.graphics {
                if case .fill = graphic.content { return graphic.frame.x }
            }
            return nil
        }
        let start = try #require(squareX())
        withAnimation(.linear(duration: 1)) { board.shift = 100 }
        host.step(frames: 30)
        let halfway = try #require(squareX()) - start
        #expect(abs(halfway - 50) <= 1, "\(halfway)")
        #expect(host.displayList.changes.replaced.count == 0)
        host.step(frames: 40)
        #expect(try #require(squareX()) - start == 100)
    }
}
