import Testing
import Trellis
import TrellisTesting

private struct Feed: View {
    @State private var position: Int?

    var body: some View {
        VStack(spacing: 0) {
            Text("At \(position.map(String.init) ?? "none")").frame(height: 40)
            HStack {
                Button("Jump") { position = 50 }
                Button("Glide") { withAnimation(.linear(duration: 0.5)) { position = 50 } }
            }
            .frame(height: 40)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000, id: \.self) { Text("Row \($0)").frame(height: 30) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position)
        }
    }
}

/// `.scrollPosition(id:)`: the binding follows the scrolling, and setting it scrolls.
@MainActor
@Suite struct ScrollPositionTests {
    @Test func scrollingMovesTheBindingToTheRowAtTheTop() {
        let host = ViewHost(Feed(), width: 300, height: 400)
        host.scroll(dx: 0, dy: 300, x: 150, y: 250)
        host.step()
        #expect(host.texts.contains("At 10"), "\(host.texts.prefix(3))")
        host.scroll(dx: 0, dy: 45, x: 150, y: 250)
        host.step()
        // Row 11 is half scrolled off; it still shows at the top edge.
        #expect(host.texts.contains("At 11"), "\(host.texts.prefix(3))")
    }

    @Test func settingTheBindingScrollsThatRowToTheTopEvenBeforeItIsBuilt() throws {
        let host = ViewHost(Feed(), width: 300, height: 400)
        #expect(!host.texts.contains("Row 50"))
        host.click(text: "Jump")
        host.step(frames: 2)
        let row = try #require(host.frame(ofText: "Row 50"))
        #expect(abs(row.minY - (80 + 6)) < 8, "\(row)")
        #expect(host.texts.contains("At 50"))
        // Scrolling on from there reports the new row again.
        host.scroll(dx: 0, dy: 60, x: 150, y: 250)
        host.step()
        #expect(host.texts.contains("At 52"), "\(host.texts.prefix(3))")
    }

    @Test func settingTheBindingInsideWithAnimationGlidesThere() throws {
        let host = ViewHost(Feed(), width: 300, height: 400)
        host.click(text: "Glide")
        host.step(frames: 14)
        let rows = host.texts.filter { $0.hasPrefix("Row ") }.compactMap { Int($0.dropFirst(4)) }
        #expect(rows.contains { $0 > 15 && $0 < 40 }, "halfway there: \(rows)")
        host.advance(seconds: 0.6)
        let row = try #require(host.frame(ofText: "Row 50"))
        #expect(abs(row.minY - (80 + 6)) < 8, "\(row)")
        #expect(host.texts.contains("At 50"), "\(host.texts.prefix(3))")
    }
}
