import Foundation
import Testing
import Trellis
import TrellisTesting

/// A shopping list whose rows are dragged onto each other, and a bin that takes text.
private struct ShoppingList: View {
    @State private var items = ["Apples", "Bread", "Cheese", "Dates"]
    @State private var targeted: String?
    @State private var binTargeted = false

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(spacing: 4) {
                ForEach(items, id: \.self) { item in
                    HStack {
                        Image(systemName: "line.3.horizontal")
                        Text(item)
                        Spacer()
                    }
                    .padding(8)
                    .frame(width: 180)
                    .background(RoundedRectangle(cornerRadius: 6).fill(Color.white))
                    .overlay(RoundedRectangle(cornerRadius: 6)
                        .stroke(targeted == item ? Color.accentColor : Color.gray.opacity(0.4), lineWidth: 2))
                    .draggable(item)
                    .dropDestination(for: String.self) { _, _ in true } isTargeted: { hovering in
                        if hovering { targeted = item } else if targeted == item { targeted = nil }
                    }
                }
            }
            Text(binTargeted ? "Drop to remove" : "Bin")
                .frame(width: 120, height: 120)
                .background(RoundedRectangle(cornerRadius: 8).fill(binTargeted ? Color.red.opacity(0.3) : Color.gray.opacity(0.15)))
                .dropDestination(for: String.self) { _, _ in true } isTargeted: { binTargeted = $0 }
        }
        .padding(20)
        .frame(width: 400, height: 220, alignment: .topLeading)
        .background(Color(white: 0.95))
    }
}

@MainActor
@Suite struct DragGoldenTests {
    @Test func halfwayThroughADragTheTargetIsHighlightedUnderTheFollowingPreview() {
        let host = ViewHost(ShoppingList(), width: 400, height: 220)
        let apples = host.frame(ofText: "Apples")!, cheese = host.frame(ofText: "Cheese")!
        host.press(at: Point(x: apples.midX, y: apples.midY), thenMoveTo: Point(x: cheese.midX + 30, y: cheese.midY + 6))
        expectMatchesGolden(host, named: "drag-reorder-midway")
        host.release(at: Point(x: cheese.midX + 30, y: cheese.midY + 6))
        host.step(frames: 20)
        #expect(host.texts.filter { $0 == "Apples" }.count == 1)
    }
}
