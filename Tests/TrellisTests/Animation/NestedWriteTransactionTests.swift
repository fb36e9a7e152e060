import Testing
import Trellis
import TrellisTesting

/// A view that reads `outerWide` itself and holds a bar that reads `innerWide`:
/// a write to each reaches a body, one inside the other.
private struct OuterAndInner: View {
    @Binding var outerWide: Bool
    @Binding var innerWide: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: outerWide ? 200 : 40, height: 20)
            WidthBar(isWide: $innerWide, color: .green)
        }
    }
}

private struct NestedWrites: View {
    /// Whether the outer view's write is the animated one (else the inner's is).
    let animatesOuter: Bool
    @State private var outer = false
    @State private var inner = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            OuterAndInner(outerWide: $outer, innerWide: $inner)
            Button("Widen both") {
                if animatesOuter {
                    withAnimation(.linear(duration: 1)) { outer = true }
                    inner = true
                } else {
                    outer = true
                    withAnimation(.linear(duration: 1)) { inner = true }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A bar that animates its own width with `.animation(_:value:)`.
private struct SelfAnimatingBar: View {
    @Binding var isWide: Bool

    var body: some View {
        Color.orange
            .frame(width: isWide ? 200 : 40, height: 20)
            .animation(.linear(duration: 1), value: isWide)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct SlowAndSelfAnimated: View {
    @State private var slow = false
    @State private var own = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            WidthBar(isWide: $slow, color: .blue)
            SelfAnimatingBar(isWide: $own)
            Button("Widen both") {
                withAnimation(.linear(duration: 4)) { slow = true }
                own = true
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Writes of different transactions in one frame, one inside the other's view:
/// the transaction rides forward from each written view to what it draws, and
/// the innermost written view's wins inside it (SwiftUI applies a transaction
/// to the views its write invalidated, and a view re-rendered by two writes
/// takes the one nearest it).
@MainActor @Suite struct NestedWriteTransactionTests {
    @Test(arguments: [true, false])
    func eachWrittenViewAnimatesWithItsOwnWrite(animatesOuter: Bool) throws {
        let host = ViewHost.checkingDisplayList(NestedWrites(animatesOuter: animatesOuter), width: 300, height: 100)
        let button = try #require(host.frame(ofText: "Widen both"))
        let outerRow = 10, innerRow = 30
        let background = host.color(x: 290, y: outerRow)
        let blue = host.color(x: 10, y: outerRow), green = host.color(x: 10, y: innerRow)
        #expect(host.color(x: 150, y: outerRow) == background && host.color(x: 150, y: innerRow) == background)

        host.click(x: button.midX, y: button.midY)
        host.step(frames: 29)
        let (animatedRow, immediateRow) = animatesOuter ? (outerRow, innerRow) : (innerRow, outerRow)
        let (animated, immediate) = animatesOuter ? (blue, green) : (green, blue)
        #expect(host.color(x: 100, y: animatedRow) == animated)
        #expect(host.color(x: 150, y: animatedRow) == background, "the animated bar is still growing")
        #expect(host.color(x: 195, y: immediateRow) == immediate, "the plain write did not animate")

        host.step(frames: 40)
        #expect(host.color(x: 195, y: animatedRow) == animated)
        #expect(host.displayListMismatches == 0)
    }

    /// `.animation(_:value:)` applies its animation to the view when the value
    /// changes, whatever the transaction of the write (Apple's documentation of
    /// `View.animation(_:value:)`): a plain write next to a slower
    /// `withAnimation` still animates with the view's own curve.
    @Test func aViewsOwnAnimationWinsOverItsWritesTransaction() throws {
        let host = ViewHost.checkingDisplayList(SlowAndSelfAnimated(), width: 300, height: 100)
        let button = try #require(host.frame(ofText: "Widen both"))
        let slowRow = 10, ownRow = 30
        let background = host.color(x: 290, y: slowRow)
        let blue = host.color(x: 10, y: slowRow), orange = host.color(x: 10, y: ownRow)

        host.click(x: button.midX, y: button.midY)
        host.step(frames: 29)
        // Half of its own second: the orange bar is about 120 wide; a quarter
        // of the slow one's four seconds has not yet taken the blue bar to 100.
        #expect(host.color(x: 100, y: ownRow) == orange)
        #expect(host.color(x: 150, y: ownRow) == background, "the orange bar animates with its own curve")
        #expect(host.color(x: 100, y: slowRow) == background, "the blue bar animates with its write's slower one")
        host.step(frames: 40)
        #expect(host.color(x: 195, y: ownRow) == orange)
        #expect(host.color(x: 150, y: slowRow) == background)
        host.step(frames: 200)
        #expect(host.color(x: 195, y: slowRow) == blue)
    }
}
