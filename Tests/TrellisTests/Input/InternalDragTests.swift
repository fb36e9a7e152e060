import Foundation
import Testing
import Trellis
import TrellisTesting

/// Rows that are dragged onto each other to reorder them: the dropped row
/// takes the place of the row it was dropped on.
private struct ReorderableRows: View {
    @State var items = ["Apples", "Bread", "Cheese", "Dates"]
    @State private var targeted: String?

    var body: some View {
        VStack(spacing: 0) {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .frame(width: 200, height: 40, alignment: .leading)
                    .background(targeted == item ? Color.accentColor.opacity(0.3) : Color.white)
                    .draggable(item)
                    .dropDestination(for: String.self) { dropped, _ in
                        guard let moved = dropped.first, let from = items.firstIndex(of: moved),
                              let to = items.firstIndex(of: item) else { return false }
                        items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
                        return true
                    } isTargeted: { hovering in
                        if hovering { targeted = item } else if targeted == item { targeted = nil }
                    }
            }
        }
        .frame(width: 240, height: 200, alignment: .top)
    }
}

/// A token no text destination can take.
private struct Token: Transferable, Equatable {
    let number: Int
}

@MainActor
private final class Received {
    var texts: [String] = []
    var tokens: [Token] = []
    var urls: [URL] = []
    var taps = 0
    var targetings: [Bool] = []
}

@MainActor
@Suite struct InternalDragTests {
    private func rows(_ host: ViewHost<some View>) -> [String] {
        host.texts.filter { ["Apples", "Bread", "Cheese", "Dates"].contains($0) }
    }

    @Test func draggingARowOntoAnotherMovesIt() {
        let host = ViewHost(ReorderableRows(), width: 240, height: 200)
        #expect(rows(host) == ["Apples", "Bread", "Cheese", "Dates"])
        host.drag(from: Point(x: 50, y: 20), to: Point(x: 50, y: 100), steps: 4)
        host.step(frames: 20)
        #expect(rows(host) == ["Bread", "Cheese", "Apples", "Dates"])
        host.drag(from: Point(x: 50, y: 140), to: Point(x: 50, y: 10), steps: 4)
        host.step(frames: 20)
        #expect(rows(host) == ["Dates", "Bread", "Cheese", "Apples"])
    }

    @Test func thePreviewFollowsThePointerAndTheDestinationIsTargetedWhileHovering() {
        let host = ViewHost(ReorderableRows(), width: 240, height: 200)
        host.press(at: Point(x: 50, y: 20), thenMoveTo: Point(x: 60, y: 100))
        // The row stays in place, and its copy hangs under the pointer where it was grabbed.
        let copies = host.texts.filter { $0 == "Apples" }
        #expect(copies.count == 2)
        let preview = host.frame(ofText: "Apples").map { _ in true } ?? false
        #expect(preview)
        // The hovered row is highlighted: a tint of the accent colour rather than white.
        #expect(host.color(x: 25, y: 100) != host.color(x: 25, y: 140))
        host.press(.escape)
        host.release(at: Point(x: 60, y: 100))
        host.step(frames: 20)
        // Escape called the drag off: nothing moved, nothing highlighted, no preview left.
        #expect(rows(host) == ["Apples", "Bread", "Cheese", "Dates"])
        #expect(host.texts.filter { $0 == "Apples" }.count == 1)
        #expect(host.color(x: 25, y: 100) == host.color(x: 25, y: 140))
    }

    @Test func aPreviewOfItsOwnIsCentredUnderThePointerAndGoesAfterTheDrop() throws {
        let host = ViewHost(Text("Source").frame(width: 200, height: 40).draggable("payload") { Text("Preview") },
                            width: 300, height: 300)
        #expect(!host.texts.contains("Preview"))
        host.press(at: Point(x: 150, y: 150), thenMoveTo: Point(x: 100, y: 220))
        let preview = try #require(host.frame(ofText: "Preview"))
        #expect(abs(preview.midX - 100) <= 1 && abs(preview.midY - 220) <= 1)
        host.release(at: Point(x: 100, y: 220))
        host.step(frames: 20)
        #expect(!host.texts.contains("Preview"))
    }

    @Test func aPayloadOfTheWrongTypeIsNotDeliveredNorTargeted() {
        let received = Received()
        let host = ViewHost(VStack(spacing: 20) {
            Text("Token").frame(width: 100, height: 40).draggable(Token(number: 7))
            Text("Words").frame(width: 100, height: 40).draggable("just words")
            Color.gray.frame(width: 200, height: 60)
                .dropDestination(for: String.self) { texts, _ in
                    received.texts += texts
                    return true
                } isTargeted: { received.targetings.append($0) }
            Color.gray.frame(width: 200, height: 60)
                .dropDestination(for: URL.self) { urls, _ in
                    received.urls += urls
                    return true
                }
            Color.gray.frame(width: 200, height: 60)
                .dropDestination(for: Token.self) { tokens, _ in
                    received.tokens += tokens
                    return true
                }
        }, width: 300, height: 400)
        let token = host.frame(ofText: "Token")!, words = host.frame(ofText: "Words")!
        let textZone = Point(x: 150, y: words.maxY + 20 + 30)
        let urlZone = Point(x: 150, y: textZone.y + 80), tokenZone = Point(x: 150, y: urlZone.y + 80)
        host.drag(from: Point(x: token.midX, y: token.midY), to: textZone, steps: 3)
        #expect(received.texts.isEmpty)
        #expect(received.targetings.isEmpty)
        host.drag(from: Point(x: words.midX, y: words.midY), to: urlZone, steps: 3)
        #expect(received.urls.isEmpty)
        host.drag(from: Point(x: token.midX, y: token.midY), to: tokenZone, steps: 3)
        #expect(received.tokens == [Token(number: 7)])
        host.drag(from: Point(x: words.midX, y: words.midY), to: textZone, steps: 3)
        #expect(received.texts == ["just words"])
        // Only text drags lit the text destination up, and it is dark again after each.
        #expect(received.targetings.last == false)
    }

    @Test func aClickOnADraggableViewIsStillAClickAndControlsInsideStillWork() {
        let received = Received()
        let host = ViewHost(VStack {
            HStack {
                Text("Row")
                Button("Inside") { received.taps += 1 }
            }
            .frame(width: 200, height: 40)
            .draggable("row")
            Color.gray.frame(width: 200, height: 60)
                .dropDestination(for: String.self) { texts, _ in
                    received.texts += texts
                    return true
                }
        }, width: 300, height: 200)
        host.click(text: "Inside")
        #expect(received.taps == 1)
        // A press that moves less than the threshold is a click, not a drag.
        let inside = host.frame(ofText: "Inside")!
        host.drag(from: Point(x: inside.midX, y: inside.midY), to: Point(x: inside.midX + 2, y: inside.midY + 1))
        #expect(received.taps == 2)
        // Pressing the button and dragging far drags the row around it, and does not tap.
        host.drag(from: Point(x: inside.midX, y: inside.midY), to: Point(x: 150, y: 130), steps: 3)
        #expect(received.taps == 2)
        #expect(received.texts == ["row"])
    }
}
