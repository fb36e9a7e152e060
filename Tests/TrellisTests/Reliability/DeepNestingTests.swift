import Testing
import Trellis
import TrellisTesting

/// A view that wraps itself in `AnyView` `depth` times, as a recursive
/// outline or a generated tree might.
private struct Nest: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            AnyView(Text("innermost"))
        } else {
            AnyView(Nest(depth: depth - 1))
        }
    }
}

/// Nesting deeper than the stack can walk is cut off with a placeholder and
/// one warning, instead of overflowing the stack.
@MainActor
@Suite struct DeepNestingTests {
    @Test func tenThousandLevelsOfAnyViewLeaveTheRestOfTheWindowWorking() {
        let host = ViewHost(BesideAButton(hostile: Nest(depth: 10_000)), width: 300, height: 200)
        host.expectTheButtonBesideWorks()
        #expect(!host.texts.contains("innermost"))
        #expect(Diagnostics.warnings.contains { $0.contains("nested more than 1000 levels deep") })
    }

    @Test func nestingWithinTheLimitIsShownWhole() {
        let host = ViewHost(BesideAButton(hostile: Nest(depth: 250)), width: 300, height: 200)
        #expect(host.texts.contains("innermost"))
        host.expectTheButtonBesideWorks()
    }

    @Test func containersNestedToTheLimitLayOutWithoutOverflowing() {
        var view = AnyView(Text("core"))
        for _ in 0..<3_000 { view = AnyView(VStack { view }.padding(0)) }
        let host = ViewHost(BesideAButton(hostile: view), width: 300, height: 200)
        host.expectTheButtonBesideWorks()
    }
}
