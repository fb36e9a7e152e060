import Testing
import Trellis
@testable import TrellisTesting

@MainActor @Observable private final class Inbox {
    var subjects = (0..<100).map { "Message \($0)" }
    var flagged = false
}

private struct InboxView: View {
    let inbox: Inbox
    @AccessibilityFocusState private var readsFirst: Bool
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Flagged", isOn: Binding(get: { inbox.flagged }, set: { inbox.flagged = $0 }))
            Button("Read the first") { readsFirst = true }
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(inbox.subjects.indices, id: \.self) { index in
                        Text(inbox.subjects[index])
                            .accessibilityFocused($readsFirst, equals: index == 0 ? true : nil)
                    }
                }
                // Leading, so a row growing moves no other row: their objects stand.
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .frame(height: 200)
        }
    }
}

private extension View {
    /// `.accessibilityFocused($flag)` on one row only.
    @ViewBuilder func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding, equals: Bool?) -> some View {
        if equals != nil { accessibilityFocused(binding) } else { self }
    }
}

/// A window's accessibility tree is kept by the marks that drive drawing
/// (issue 62: "built from the layout tree and kept up to date by the same
/// marks"): the next tree builds again only what changed, and every object
/// that did not change is the same object, which is how the AT-SPI bridge
/// knows it has nothing to say about it. Every test here also runs under the
/// fresh-build check (`TRELLIS_ACCESSIBILITY_CHECK`) in CI's suite.
@MainActor @Suite struct KeptAccessibilityTreeTests {
    private func host(_ inbox: Inbox) -> ViewHost<InboxView> {
        let host = ViewHost(InboxView(inbox: inbox), width: 400, height: 300)
        host.step()
        return host
    }

    private func labels(_ tree: AccessibilityNode) -> [AccessibilityNode] { tree.all(role: .label) }

    @Test func aTreeAskedForAgainIsTheSameObjects() {
        let host = host(Inbox())
        let first = host.accessibilityTree
        let second = host.accessibilityTree
        #expect(first !== second, "the window object is made each time")
        #expect(zip(labels(first), labels(second)).allSatisfy { $0 === $1 })
        #expect(host.pipeline.driver.accessibilityBuildCounts.built == 0)
        #expect(host.pipeline.driver.accessibilityBuildCounts.reused >= 1)
    }

    @Test func aChangedTextIsANewObjectAndItsNeighboursAreKept() throws {
        let inbox = Inbox()
        let host = host(inbox)
        let before = labels(host.accessibilityTree)
        inbox.subjects[3] = "Re: Message 3"
        host.step()
        let after = labels(host.accessibilityTree)
        let changed = try #require(after.firstIndex { $0.name == "Re: Message 3" })
        #expect(after[changed] !== before[changed])
        #expect(after.indices.filter { $0 != changed }.allSatisfy { after[$0] === before[$0] },
                "every other label is the object it was")
        // Only the path to the changed row is built again, not the hundred rows.
        #expect(host.pipeline.driver.accessibilityBuildCounts.built < 20, "\(host.pipeline.driver.accessibilityBuildCounts)")
    }

    @Test func aToggledControlIsANewObjectWithItsNewState() throws {
        let inbox = Inbox()
        let host = host(inbox)
        let before = try #require(host.accessibilityElement(role: .checkBox, name: "Flagged") ?? host.accessibilityElement(role: .toggleButton, name: "Flagged"))
        #expect(host.performAccessibilityAction("toggle", on: before))
        host.step()
        let after = try #require(host.accessibilityElement(role: before.role, name: "Flagged"))
        #expect(after !== before && after.states.contains(.checked) && !before.states.contains(.checked))
    }

    @Test func scrolledRowsAreWhereTheyAreDrawn() throws {
        let host = host(Inbox())
        let before = try #require(host.accessibilityElement(role: .label, name: "Message 5"))
        host.scroll(dx: 0, dy: 60, x: 100, y: 150)
        host.step(frames: 5)
        let after = try #require(host.accessibilityElement(role: .label, name: "Message 5"))
        let drawn = try #require(host.frame(ofText: "Message 5"))
        #expect(after.frame.minY < before.frame.minY, "\(before.frame) → \(after.frame)")
        #expect(abs(after.frame.minY - drawn.minY) < 1)
    }

    @Test func theReadersFocusComesOnANewObject() throws {
        let host = host(Inbox())
        let before = try #require(host.accessibilityElement(role: .label, name: "Message 0"))
        #expect(!before.states.contains(.focused))
        host.performAccessibilityAction("press", role: .pushButton, name: "Read the first")
        host.step()
        let after = try #require(host.accessibilityElement(role: .label, name: "Message 0"))
        // A new object: the bridge compares the two and sends the focus event.
        #expect(after !== before && after.states.contains(.focused))
        let again = try #require(host.accessibilityElement(role: .label, name: "Message 0"))
        #expect(again.states.contains(.focused), "the focus stays in the next tree")
    }

    @Test func askingForTreesLeavesTheWindowIdle() {
        let host = host(Inbox())
        host.step(frames: 2)
        #expect(host.isIdle)
        for _ in 0..<3 { _ = host.accessibilityTree }
        #expect(host.isIdle)
    }
}
