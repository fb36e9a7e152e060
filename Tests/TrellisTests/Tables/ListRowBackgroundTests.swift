import Testing
import Trellis
import TrellisTesting

// `.listRowBackground(_:)` as a Mac program uses it. Apple's documentation
// (developer.apple.com/documentation/swiftui/view/listrowbackground(_:))
// says it "places a custom background view behind a list row item"; on macOS
// that view fills the row's whole slot, the list's row insets included, and
// the selection highlight is drawn over it. The documentation of
// `alternatingRowBackgrounds(_:)` adds that it "overrides the background for
// a specific list row, replacing the automatic alternating background for
// that row"; `nil` keeps the style's.

private func isRed(_ color: RGBA) -> Bool { color.r > 220 && color.g < 100 && color.b < 100 }
private func isBlue(_ color: RGBA) -> Bool { color.b > 200 && color.r < 60 }
private func isGreen(_ color: RGBA) -> Bool { color.g > 150 && color.r < 100 && color.b < 120 }

@MainActor private func middle(of text: String, in host: ViewHost<some View>) throws -> Int {
    let frame = try #require(host.frame(ofText: text))
    return Int(frame.y + frame.height / 2)
}

/// The y of each pixel in column `x` that `matches`, top to bottom.
@MainActor private func rows(at x: Int, height: Int, in host: ViewHost<some View>, where matches: (RGBA) -> Bool) -> [Int] {
    (0..<height).filter { matches(host.color(x: x, y: $0)) }
}

private struct OneRedRow: View {
    var body: some View {
        List {
            Text("One")
            Text("Two").listRowBackground(Color.red)
            Text("Three")
        }
        .listStyle(.inset)
    }
}

private struct SelectedRedRow: View {
    @State var selection: String? = "Two"

    var body: some View {
        List(selection: $selection) {
            Text("One").tag("One")
            Text("Two").tag("Two").listRowBackground(Color.red)
        }
        .listStyle(.inset)
    }
}

/// Steps through no background, red, blue and none again, in a striped list.
private struct ChangingRow: View {
    @State var step = 0
    private let colors: [Color?] = [nil, .red, .blue, nil]

    var body: some View {
        VStack(spacing: 0) {
            Button("Next") { step += 1 }
            List {
                Text("One")
                Text("Two").listRowBackground(colors[step % colors.count])
                Text("Three")
            }
            .listStyle(.bordered(alternatesRowBackgrounds: true))
        }
    }
}

private struct SectionedRows: View {
    var body: some View {
        List {
            Section("Fruit") {
                ForEach(["Apple", "Pear"], id: \.self) { Text($0) }
                    .listRowBackground(Color.green)
            }
            Text("Plain")
        }
        .listStyle(.inset)
    }
}

@MainActor @Suite struct ListRowBackgroundTests {
    @Test func theBackgroundFillsTheRowsWholeSlotAndOtherRowsKeepTheLists() throws {
        let host = ViewHost(OneRedRow(), width: 300, height: 200)
        host.step()
        let two = try #require(host.frame(ofText: "Two"))
        let y = try middle(of: "Two", in: host)
        // Edge to edge: the list's leading and trailing insets are red too.
        #expect(isRed(host.color(x: 1, y: y)))
        #expect(isRed(host.color(x: Int(two.x) - 4, y: y)))
        #expect(isRed(host.color(x: 298, y: y)))
        // The row's height with its top and bottom insets (8 points each in the inset style), and no more.
        let red = rows(at: 1, height: 200, in: host, where: isRed)
        let first = try #require(red.first), last = try #require(red.last)
        #expect(red.count == last - first + 1)
        #expect(Double(first) <= two.y - 7 && Double(first) >= two.y - 9)
        #expect(Double(last) >= two.maxY + 6 && Double(last) <= two.maxY + 8)
        #expect(!isRed(host.color(x: 1, y: try middle(of: "One", in: host))))
        #expect(!isRed(host.color(x: 1, y: try middle(of: "Three", in: host))))
    }

    @Test func theSelectionHighlightIsDrawnOverTheBackground() throws {
        let host = ViewHost(SelectedRedRow(), width: 300, height: 200)
        host.step()
        let y = try middle(of: "Two", in: host)
        // Outside the inset style's rounded bar the row is plain red; inside it the tint washes over the red.
        #expect(isRed(host.color(x: 2, y: y)))
        let washed = host.color(x: 250, y: y)
        #expect(!isRed(washed))
        #expect(washed.r > 150 && washed.b > 50)
    }

    @Test func aNewBackgroundRedrawsAndNilRestoresTheStripe() throws {
        let host = ViewHost(ChangingRow(), width: 300, height: 240)
        host.checksDisplayList = true
        host.step()
        let stripe = host.color(x: 2, y: try middle(of: "Two", in: host))
        #expect(stripe != host.color(x: 2, y: try middle(of: "One", in: host)))

        host.click(text: "Next")
        host.step()
        #expect(isRed(host.color(x: 2, y: try middle(of: "Two", in: host))))
        #expect(host.color(x: 2, y: try middle(of: "One", in: host)) != stripe)
        #expect(host.pixelsDifferingFromFreshRender() == 0)

        host.click(text: "Next")
        host.step()
        #expect(isBlue(host.color(x: 2, y: try middle(of: "Two", in: host))))
        #expect(host.pixelsDifferingFromFreshRender() == 0)

        host.click(text: "Next")
        host.step()
        #expect(host.color(x: 2, y: try middle(of: "Two", in: host)) == stripe)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        #expect(host.displayListMismatches == 0)
    }

    @Test func aForEachInASectionGivesEachOfItsRowsTheBackground() throws {
        let host = ViewHost(SectionedRows(), width: 300, height: 240)
        host.step()
        #expect(isGreen(host.color(x: 2, y: try middle(of: "Apple", in: host))))
        #expect(isGreen(host.color(x: 298, y: try middle(of: "Pear", in: host))))
        #expect(!isGreen(host.color(x: 2, y: try middle(of: "Fruit", in: host))))
        #expect(!isGreen(host.color(x: 2, y: try middle(of: "Plain", in: host))))
    }
}
