import Observation
import Testing
import Trellis
import TrellisTesting

/// A list of rows with a tappable frame and a tappable picture, as the rows
/// of FrameBench's `rows` scenario have; the last rows come and go.
private struct TappableRows: View {
    let taps: Taps
    let shown: Int

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<shown, id: \.self) { index in
                HStack {
                    Text("Row \(index)").frame(width: 120, height: 30, alignment: .leading)
                        .onTapGesture { taps.log.append("row \(index)") }
                    Image(systemName: "star.fill")
                        .onTapGesture { taps.log.append("star \(index)") }
                }
            }
        }
    }
}

/// The lines of a layout dump that name `type`.
private func lines(of type: String, in dump: String) -> [Substring] {
    dump.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(type + " ") }
}

/// A tap on a frame, a stack or a picture lives in that layout node, not in a
/// `GestureLayout` around it: one layout node less per tappable row.
@MainActor @Suite struct TapInContentLayoutTests {
    @Test func aTapOnAFrameOrAPictureAddsNoLayoutNodeAndStillFires() throws {
        let taps = Taps()
        let host = ViewHost(TappableRows(taps: taps, shown: 3), width: 300, height: 200)
        let dump = host.dumpLayoutTree()
        #expect(lines(of: "GestureLayout", in: dump).isEmpty, "\(dump)")
        #expect(lines(of: "FrameLayout", in: dump).filter { $0.contains(" input") }.count == 3, "\(dump)")
        #expect(lines(of: "ImageLayout", in: dump).filter { $0.contains(" input") }.count == 3, "\(dump)")

        host.click(text: "Row 1")
        let star = try #require(host.displayList.graphics.filter { if case .image = $0.content { true } else { false } }.last)
        host.click(x: star.frame.midX, y: star.frame.midY)
        #expect(taps.log == ["row 1", "star 2"])
    }

    // SwiftUI gives a gesture on a frame only the frame's drawn content (and a
    // `.contentShape` widens it): "Padding and frame(maxWidth: .infinity)
    // enlarge the visual frame but do not automatically enlarge the hit region"
    // (skills.sh, swiftui-interaction-footguns; Apple: contentShape(_:eoFill:)
    // "Defines the content shape for hit testing").
    @Test func theEmptyPartOfATappableFrameStaysEmpty() throws {
        let taps = Taps()
        let host = ViewHost(Text("Short").frame(width: 240, height: 40, alignment: .leading)
            .onTapGesture { taps.log.append("short") }, width: 300, height: 100)
        let text = try #require(host.frame(ofText: "Short"))
        host.click(x: text.maxX + 100, y: text.midY)
        #expect(taps.log.isEmpty)
        host.click(text: "Short")
        #expect(taps.log == ["short"])
    }

    @Test func whatCannotHoldATapItselfStillGetsAGestureLayout() {
        let taps = Taps()
        let host = ViewHost(VStack {
            // A text makes an interaction of its own when selectable.
            Text("Direct").onTapGesture { taps.log.append("direct") }
            // The second gesture finds the first already in the frame.
            Color.red.frame(width: 60, height: 30)
                .onTapGesture { taps.log.append("single") }
                .onTapGesture(count: 2) { taps.log.append("double") }
            // A hover is not a tap.
            Color.blue.frame(width: 60, height: 30).onHover { _ in }
        }, width: 300, height: 200)
        #expect(lines(of: "GestureLayout", in: host.dumpLayoutTree()).count == 3, "\(host.dumpLayoutTree())")
        host.click(text: "Direct")
        #expect(taps.log == ["direct"])
    }

    @Test func rowsThatGoAndComeBackKeepTheirTaps() {
        let taps = Taps()
        let model = RowCount()
        let host = ViewHost(RowCountView(model: model, taps: taps), width: 300, height: 200)
        model.shown = 1
        host.step()
        #expect(lines(of: "FrameLayout", in: host.dumpLayoutTree()).filter { $0.contains(" input") }.count == 1)
        model.shown = 3
        host.step()
        host.click(text: "Row 2")
        host.click(text: "Row 0")
        #expect(taps.log == ["row 2", "row 0"])
        #expect(lines(of: "GestureLayout", in: host.dumpLayoutTree()).isEmpty)
    }
}

@Observable private final class RowCount {
    var shown = 3
}

private struct RowCountView: View {
    let model: RowCount
    let taps: Taps
    var body: some View { TappableRows(taps: taps, shown: model.shown) }
}
