import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Board {
    var rows: [Int] = [0, 1, 2]
    var highlighted: Set<Int> = []
    var showsBanner = false
    var faded = false
}

private struct BoardView: View {
    let board: Board
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if board.showsBanner {
                Text("Banner").padding(4).background(Color.yellow)
            }
            ForEach(board.rows, id: \.self) { row in
                HStack {
                    Circle().fill(board.highlighted.contains(row) ? Color.red : Color.blue).frame(width: 12, height: 12)
                    Text("Row \(row)")
                }
            }
            Color.green.frame(width: 60, height: 10).opacity(board.faded ? 0.3 : 1)
        }
        .padding(8)
    }
}

private struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 2_862_933_555_777_941_757 &+ 3_037_000_493
        return state
    }
}

@MainActor
@Suite struct IncrementalPixelTests {
    @Test func incrementalPixelsEqualAFreshRender() {
        var generator = Generator(state: 99)
        let board = Board()
        let host = ViewHost(BoardView(board: board), width: 240, height: 400)
        var next = 3
        for step in 0..<40 {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where board.rows.count < 14:
                board.rows.insert(next, at: Int.random(in: 0...board.rows.count, using: &generator))
                next += 1
            case 1 where !board.rows.isEmpty:
                board.rows.remove(at: Int.random(in: 0..<board.rows.count, using: &generator))
            case 2 where board.rows.count > 1:
                board.rows.swapAt(0, board.rows.count - 1)
            case 3 where !board.rows.isEmpty:
                board.highlighted.formSymmetricDifference([board.rows.randomElement(using: &generator)!])
            case 4:
                board.showsBanner.toggle()
            default:
                board.faded.toggle()
            }
            host.step()
            let fresh = ViewHost(BoardView(board: board), width: 240, height: 400)
            var mismatches = 0
            for y in stride(from: 0, to: 400, by: 2) {
                for x in stride(from: 0, to: 240, by: 2) where host.color(x: x, y: y) != fresh.color(x: x, y: y) {
                    mismatches += 1
                }
            }
            #expect(mismatches == 0, "step \(step): \(mismatches) pixels differ")
            if mismatches > 0 { return }
        }
    }
}
