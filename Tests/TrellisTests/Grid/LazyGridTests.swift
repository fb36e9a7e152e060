import Testing
import Trellis
import TrellisTesting

private struct NumberCell: View {
    let number: Int
    let log: Log
    var body: some View {
        let _ = log.body("cell")
        Text("Cell \(number)")
    }
}

private struct ManyCells: View {
    let log: Log
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
                ForEach(0..<3000, id: \.self) { NumberCell(number: $0, log: log) }
            }
        }
    }
}

private struct Card: Identifiable {
    let id: Int
    let content: String
}

private struct CardView: View {
    let card: Card
    init(_ card: Card) { self.card = card }
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.orange)
            Text(card.content)
        }
    }
}

private struct Memorize: View {
    let cards = (0..<12).map { Card(id: $0, content: "C\($0)") }
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 65), spacing: 0)], spacing: 0) {
                ForEach(cards) { card in
                    CardView(card)
                        .aspectRatio(2/3, contentMode: .fit)
                }
            }
        }
    }
}

@MainActor
@Suite struct LazyGridTests {
    private func frame(_ text: String, in host: ViewHost<some View>) throws -> CGRect {
        try #require(host.frame(ofText: text), "no text \(text)")
    }

    @Test func fixedColumnsTakeTheirSizeAndFlexibleColumnsShareTheRest() throws {
        let leading = Alignment.leading
        let host = ViewHost(LazyVGrid(columns: [GridItem(.fixed(100), alignment: leading),
                                                GridItem(.flexible(), alignment: leading),
                                                GridItem(.flexible(), alignment: leading)]) {
            Text("A"); Text("B"); Text("C"); Text("D")
        }, width: 400, height: 300)
        let a = try frame("A", in: host)
        // 400 less 100 fixed and two spacings of 8 leaves 142 for each flexible column.
        #expect(try frame("B", in: host).minX == a.minX + 108)
        #expect(try frame("C", in: host).minX == a.minX + 258)
        #expect(try frame("D", in: host).minX == a.minX, "the fourth cell starts the second row")
        #expect(try frame("D", in: host).minY == a.maxY + 8)
    }

    @Test func aFlexibleColumnStaysWithinItsMaximum() throws {
        let host = ViewHost(LazyVGrid(columns: [GridItem(.flexible(maximum: 50), spacing: 4, alignment: .leading),
                                                GridItem(.flexible(), alignment: .leading)]) {
            Text("A"); Text("B")
        }, width: 400, height: 300)
        #expect(try frame("B", in: host).minX == frame("A", in: host).minX + 54)
        #expect(try frame("A", in: host).minX == 0, "the grid fills the width: 50 + 4 + 346")
    }

    @Test func anAdaptiveColumnFitsAsManyColumnsAsTheWidthAllows() throws {
        let host = ViewHost(LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), alignment: .leading)], spacing: 20) {
            ForEach(0..<6, id: \.self) { Text("N\($0)") }
        }, width: 400, height: 300)
        // Four columns of at least 90 with 8 between fit in 400; each is (400 - 24) / 4 = 94.
        let first = try frame("N0", in: host)
        #expect(try frame("N1", in: host).minX == first.minX + 102)
        #expect(try frame("N3", in: host).minX == first.minX + 306)
        #expect(try frame("N4", in: host).minX == first.minX)
        #expect(try frame("N4", in: host).minY == first.maxY + 20, "rows are the grid's spacing apart")
    }

    @Test func anAdaptiveGridInAStackBesideAnotherViewLaysOut() throws {
        // A stack asks each child how wide it could grow by offering unlimited width;
        // an adaptive item once counted its tracks in that, and trapped.
        let host = ViewHost(HStack {
            VStack(alignment: .leading) {
                Text("Legend")
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), alignment: .leading)]) {
                    ForEach(0..<6, id: \.self) { Text("N\($0)") }
                }
            }
            Text("Side")
        }, width: 400, height: 300)
        let first = try frame("N0", in: host)
        #expect(try frame("N1", in: host).minX > first.maxX, "more than one column fits")
        #expect(try frame("Side", in: host).minX >= first.maxX)
    }

    @Test func cellsAlignInTheirColumnByTheItemThenTheGrid() throws {
        let host = ViewHost(LazyVGrid(columns: [GridItem(.fixed(150)), GridItem(.fixed(150), alignment: .trailing)],
                                      alignment: .leading) {
            Text("Left"); Text("Right"); Text("Wide text here"); Text("R")
        }, width: 400, height: 300)
        let left = try frame("Left", in: host), wide = try frame("Wide text here", in: host)
        #expect(left.minX == wide.minX, "the grid's leading alignment applies to the first column")
        #expect(try frame("Right", in: host).maxX == left.minX + 308)
        #expect(try frame("R", in: host).maxX == left.minX + 308, "the item's trailing alignment wins")
    }

    @Test func aLazyHGridFlowsCellsDownItsRowsThenAcross() throws {
        let cell = Alignment.topLeading
        let host = ViewHost(LazyHGrid(rows: [GridItem(.fixed(30), alignment: cell), GridItem(.fixed(30), alignment: cell)],
                                      spacing: 12) {
            Text("A"); Text("Bbbbbb"); Text("C"); Text("D")
        }, width: 400, height: 300)
        let a = try frame("A", in: host), b = try frame("Bbbbbb", in: host)
        #expect(b.minX == a.minX)
        #expect(b.minY == a.minY + 38, "a fixed row of 30 and the default spacing of 8")
        #expect(try frame("C", in: host).minX == b.maxX + 12, "the second column follows the widest cell")
        #expect(try frame("D", in: host).minY == b.minY)
    }

    @Test func threeThousandCellsBuildOnlyTheVisibleRows() {
        let log = Log()
        let host = ViewHost(ManyCells(log: log), width: 400, height: 600)
        let built = log.bodies["cell", default: 0]
        #expect(built < 200)
        #expect(host.texts.contains("Cell 0"))
        #expect(!host.texts.contains("Cell 2999"))
        host.scroll(dx: 0, dy: 600, x: 200, y: 300)
        #expect(log.bodies["cell", default: 0] - built < 200)
        #expect(!host.texts.contains("Cell 0"))
        #expect(host.texts.contains("Cell 150"))
    }

    @Test func aMemorizeStyleGridSizesItsCardsByTheirAspectRatio() throws {
        let host = ViewHost(Memorize(), width: 400, height: 600)
        let first = try frame("C0", in: host)
        // Six columns of 400 / 6 fit; each card is 2/3 as wide as it is high.
        #expect(abs(try frame("C1", in: host).midX - first.midX - 400.0 / 6) < 0.01)
        #expect(abs(try frame("C6", in: host).midY - first.midY - 100) < 0.01)
        #expect(try frame("C6", in: host).midX == first.midX)
    }
}
