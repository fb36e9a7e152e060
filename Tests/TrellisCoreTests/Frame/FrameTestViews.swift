@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Counts the runs of a body.
@MainActor final class BodyCounter {
    var runs = 0
}

/// A counter whose bar grows with animation: everything a frame does, in little.
struct GrowingCounter: View {
    let counter: BodyCounter
    @State private var count = 0

    var body: some View {
        counter.runs += 1
        return VStack(spacing: 0) {
            Text("Count \(count)")
            Button("Add") {
                withAnimation(.linear(duration: 0.5)) { count += 1 }
            }
            Color.red.frame(width: count == 0 ? 20 : 120, height: 10)
        }
    }
}

/// A counter whose bar jumps: its button writes outside any `withAnimation`.
struct JumpingCounter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Jumps \(count)")
            Button("Jump") { count += 1 }
            Color.green.frame(width: count == 0 ? 20 : 120, height: 10)
        }
    }
}

extension FrameDriver {
    /// A pointer press and release at the centre of `rect`, as a backend would deliver it.
    func click(_ rect: Rect) {
        let centre = Point(x: rect.midX, y: rect.midY)
        handle(.pointerDown(centre))
        handle(.pointerUp(centre))
    }
}
