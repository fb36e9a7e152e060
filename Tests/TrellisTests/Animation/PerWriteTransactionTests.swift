import Testing
import Trellis
import TrellisTesting

/// A bar that reads only its own binding, so a write reaches this bar's body alone;
/// `NestedWriteTransactionTests` use it too.
struct WidthBar: View {
    @Binding var isWide: Bool
    let color: Color

    var body: some View {
        color
            .frame(width: isWide ? 200 : 40, height: 20)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

enum SecondBarWrite: CaseIterable, Sendable {
    case plain, withoutAnimation, disablingAnimations
}

/// Two bars widened by one tap: the first inside `withAnimation`, the second
/// in a write of its own transaction.
private struct TwoBars: View {
    let secondWrite: SecondBarWrite
    @State private var animated = false
    @State private var immediate = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            WidthBar(isWide: $animated, color: .blue)
            WidthBar(isWide: $immediate, color: .green)
            Button("Widen both") {
                withAnimation(.linear(duration: 1)) { animated = true }
                switch secondWrite {
                case .plain:
                    immediate = true
                case .withoutAnimation:
                    withAnimation(nil) { immediate = true }
                case .disablingAnimations:
                    var transaction = Transaction(animation: .easeIn)
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { immediate = true }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Each write animates with its own transaction, as in SwiftUI: a write made
/// next to a `withAnimation` in the same frame does not borrow its animation.
@MainActor @Suite struct PerWriteTransactionTests {
    @Test(arguments: SecondBarWrite.allCases)
    func aWriteOutsideTheAnimatedTransactionTakesEffectAtOnce(_ secondWrite: SecondBarWrite) throws {
        let host = ViewHost(TwoBars(secondWrite: secondWrite), width: 300, height: 100)
        let button = try #require(host.frame(ofText: "Widen both"))
        // The bars sit at y 0–20 and 20–40 above the button.
        let blueRow = 10, greenRow = 30
        let blue = host.color(x: 10, y: blueRow), green = host.color(x: 10, y: greenRow)
        let background = host.color(x: 290, y: blueRow)
        #expect(blue != background && green != background && blue != green)
        #expect(host.color(x: 150, y: blueRow) == background)
        #expect(host.color(x: 150, y: greenRow) == background)

        host.click(x: button.midX, y: button.midY)
        host.step(frames: 29)
        // Half way through a second: the blue bar is about 120 wide, the green one 200 already.
        #expect(host.color(x: 100, y: blueRow) == blue)
        #expect(host.color(x: 150, y: blueRow) == background, "the animated bar is still growing")
        #expect(host.color(x: 150, y: greenRow) == green, "the second write did not animate")
        #expect(host.color(x: 195, y: greenRow) == green)

        host.step(frames: 40)
        #expect(host.color(x: 195, y: blueRow) == blue)
        #expect(host.color(x: 195, y: greenRow) == green)
    }
}

/// A number that counts through the values in between when it animates.
private struct Tally: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        Text("Tally \(Int(value.rounded()))")
    }
}

/// Reads only its own binding, so a write reaches this view's body alone.
private struct TallyReader: View {
    @Binding var value: Double
    var body: some View { Tally(value: value) }
}

private struct TwoTallies: View {
    @State private var counted = 0.0
    @State private var jumped = 0.0

    var body: some View {
        VStack {
            TallyReader(value: $counted)
            TallyReader(value: $jumped)
            Button("Raise both") {
                withAnimation(.linear(duration: 1)) { counted = 100 }
                jumped = 100
            }
        }
    }
}

extension PerWriteTransactionTests {
    @Test func anAnimatableViewWrittenOutsideTheAnimationJumpsToItsValue() {
        let host = ViewHost(TwoTallies(), width: 300, height: 200)
        host.click(text: "Raise both")
        host.step(frames: 29)
        #expect(host.texts == ["Tally 50", "Tally 100", "Raise both"])
        host.step(frames: 40)
        #expect(host.texts == ["Tally 100", "Tally 100", "Raise both"])
    }
}
