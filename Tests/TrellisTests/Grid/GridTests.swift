import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct GridTests {
    private func frame(_ text: String, in host: ViewHost<some View>) throws -> CGRect {
        try #require(host.frame(ofText: text), "no text \(text)")
    }

    @Test func eachColumnIsAsWideAsItsWidestCell() throws {
        let host = ViewHost(Grid(horizontalSpacing: 10, verticalSpacing: 6) {
            GridRow { Text("A"); Text("Longer") }
            GridRow { Text("Much longer text"); Text("B") }
        }, width: 500, height: 200)
        let a = try frame("A", in: host), longer = try frame("Longer", in: host)
        let much = try frame("Much longer text", in: host), b = try frame("B", in: host)
        #expect(a.midX == much.midX, "cells are centred in their column")
        #expect(b.midX == longer.midX)
        #expect(longer.minX == much.maxX + 10, "the second column starts after the widest first cell and the spacing")
        #expect(much.minY == a.maxY + 6)
        let gridWidth = longer.maxX - much.minX
        #expect(abs((much.minX + longer.maxX) / 2 - 250) < 0.01, "the grid is centred: \(gridWidth) wide")
    }

    @Test func aColumnAlignmentLinesUpTheWholeColumn() throws {
        let host = ViewHost(Grid {
            GridRow { Text("Name").gridColumnAlignment(.leading); Text("x") }
            GridRow { Text("A much longer name"); Text("y") }
            GridRow { Text("Id"); Text("z").gridColumnAlignment(.trailing) }
        }, width: 500, height: 200)
        #expect(try frame("Name", in: host).minX == frame("A much longer name", in: host).minX)
        #expect(try frame("Id", in: host).minX == frame("Name", in: host).minX)
        #expect(try frame("x", in: host).maxX == frame("z", in: host).maxX)
        #expect(try frame("y", in: host).maxX == frame("z", in: host).maxX)
    }

    @Test func aCellCanSpanColumnsAndAViewOutsideARowSpansThemAll() throws {
        let host = ViewHost(Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow { Text("One"); Text("Two"); Text("Three") }
            GridRow { Text("Both").gridCellColumns(2); Text("3") }
            Color.red.frame(height: 4).gridCellUnsizedAxes(.horizontal)
        }, width: 400, height: 200)
        let one = try frame("One", in: host), two = try frame("Two", in: host), three = try frame("Three", in: host)
        let both = try frame("Both", in: host)
        #expect(abs(both.midX - (one.minX + two.maxX) / 2) < 0.51, "a two-column cell is centred across both")
        #expect(try frame("3", in: host).midX == three.midX)
        let bar = try #require(host.displayList.graphics.first { $0.content == .fill(RGBA(r: 255, g: 59, b: 48)) })
        #expect(bar.frame.minX == one.minX && bar.frame.maxX == three.maxX, "the bar spans the grid: \(bar.frame)")
        let wide = ViewHost(Grid {
            GridRow { Text("One"); Text("Two") }
            Color.red.frame(height: 4)
        }, width: 400, height: 200)
        let widened = try #require(wide.displayList.graphics.first { $0.content == .fill(RGBA(r: 255, g: 59, b: 48)) })
        #expect(widened.frame.width == 400, "without unsized axes, a flexible view outside a row widens the grid")
    }

    @Test func unsizedCellsTakeTheirColumnWithoutWideningIt() throws {
        let host = ViewHost(Grid(horizontalSpacing: 0) {
            GridRow { Text("Label"); Text("Value") }
            GridRow {
                Color.blue.frame(height: 2).gridCellUnsizedAxes(.horizontal)
                Text("v")
            }
        }, width: 600, height: 200)
        let label = try frame("Label", in: host), value = try frame("Value", in: host)
        #expect(value.minX == label.maxX, "the flexible line did not widen the first column")
        let line = try #require(host.displayList.graphics.first { $0.content == .fill(RGBA(r: 0, g: 122, b: 255)) })
        #expect(line.frame.width == label.width && line.frame.minX == label.minX)
    }

    @Test func flexibleCellsShareTheSpaceLeftAndRowsAreAsTallAsTheirTallestCell() throws {
        let host = ViewHost(Grid(horizontalSpacing: 8, verticalSpacing: 4) {
            GridRow { Text("Name"); Color.green.frame(height: 10) }
            GridRow { Text("Tall"); Color.orange.frame(width: 20, height: 50) }
            GridRow { Text("Last"); Text("") }
        }.frame(width: 300), width: 300, height: 300)
        let name = try frame("Name", in: host)
        let green = try #require(host.displayList.graphics.first { $0.content == .fill(RGBA(r: 52, g: 199, b: 89)) })
        #expect(green.frame.minX == name.maxX + 8, "the colour column starts after the name column")
        #expect(abs(green.frame.width - (300 - name.width - 8)) < 0.01, "\(green.frame)")
        let tall = try frame("Tall", in: host), last = try frame("Last", in: host)
        #expect(last.minY >= tall.midY + 25 + 4 - 0.01, "the second row is 50 tall: \(tall) then \(last)")
    }
}
