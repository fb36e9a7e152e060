import Testing
import Trellis
import TrellisTesting

// `.listStyle(_:)` and `.alternatingRowBackgrounds(_:)` as a Mac program
// sets them: the styles differ in row spacing, separators, stripes and the
// selection bar.

private struct Styled<S: ListStyle>: View {
    let style: S
    var stripes: AlternatingRowBackgroundBehavior = .automatic
    @State var selection: String? = "Two"

    var body: some View {
        List(selection: $selection) {
            Text("One").tag("One")
            Text("Two").tag("Two")
            Text("Three").tag("Three")
        }
        .listStyle(style)
        .alternatingRowBackgrounds(stripes)
    }
}

@MainActor private func rowPitch(_ host: ViewHost<some View>) throws -> Double {
    let one = try #require(host.frame(ofText: "One"))
    let two = try #require(host.frame(ofText: "Two"))
    return two.y - one.y
}

@MainActor private func middle(of text: String, in host: ViewHost<some View>) throws -> Int {
    let frame = try #require(host.frame(ofText: text))
    return Int(frame.y + frame.height / 2)
}

@MainActor @Suite struct ListStyleTests {
    @Test func plainHighlightsEdgeToEdgeAndInsetDoesNot() throws {
        let plain = ViewHost(Styled(style: .plain), width: 300, height: 200)
        plain.step()
        let inset = ViewHost(Styled(style: .inset), width: 300, height: 200)
        inset.step()
        let y = try middle(of: "Two", in: plain)
        #expect(plain.color(x: 2, y: y) != plain.color(x: 2, y: try middle(of: "One", in: plain)))
        #expect(inset.color(x: 2, y: y) == inset.color(x: 2, y: try middle(of: "One", in: inset)))
    }

    @Test func sidebarRowsAreTighterThanInsetRows() throws {
        let sidebar = ViewHost(Styled(style: .sidebar), width: 300, height: 200)
        sidebar.step()
        let inset = ViewHost(Styled(style: .insetGrouped), width: 300, height: 200)
        inset.step()
        #expect(try rowPitch(sidebar) < rowPitch(inset))
    }

    @Test func borderedListsStripeWhenAskedAndAlternatingRowBackgroundsStripesAnyList() throws {
        func stripes(_ host: ViewHost<some View>) throws -> Bool {
            host.step()
            return host.color(x: 290, y: try middle(of: "One", in: host)) != host.color(x: 290, y: try middle(of: "Two", in: host))
        }
        #expect(try stripes(ViewHost(Styled(style: .bordered(alternatesRowBackgrounds: true), selection: nil), width: 300, height: 200)))
        #expect(try !stripes(ViewHost(Styled(style: .bordered, selection: nil), width: 300, height: 200)))
        #expect(try stripes(ViewHost(Styled(style: .bordered, stripes: .enabled, selection: nil), width: 300, height: 200)))
        #expect(try !stripes(ViewHost(Styled(style: .bordered(alternatesRowBackgrounds: true), stripes: .disabled, selection: nil),
                                      width: 300, height: 200)))
    }

    @Test func aRowsOwnInsetsReplaceTheStylesForThatRowAlone() throws {
        struct Inset: View {
            var body: some View {
                List {
                    Text("One")
                    Text("Two").listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 0))
                    Text("Three")
                }
            }
        }
        let host = ViewHost(Inset(), width: 300, height: 300)
        host.step()
        let one = try #require(host.frame(ofText: "One"))
        let two = try #require(host.frame(ofText: "Two"))
        let three = try #require(host.frame(ofText: "Three"))
        #expect(abs(one.x - 16) < 1)
        #expect(abs(two.x - 40) < 1)
        #expect(abs(three.x - 16) < 1)
        // Between the rows: one row's 8-point bottom inset and the other's 20-point one.
        #expect(abs((three.y - two.y) - (two.y - one.y)) < 1)
        #expect(abs((two.y - one.y) - (one.height + 8 + 20)) < 1)
    }
}
