import Testing
import Trellis
import TrellisTesting

// `.matchedGeometryEffect(isSource: false)` and `@Namespace` identity, written as a SwiftUI program would use them.

/// A green bar whose width a button changes, and views that follow it without being sources.
private struct Following: View {
    @Namespace private var namespace
    @State private var wide = false
    @State private var shown = true

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Button("Widen") { wide.toggle() }
            Button("Hide") { shown.toggle() }
            if shown {
                Color.green.frame(width: wide ? 200 : 60, height: 40)
                    .matchedGeometryEffect(id: "bar", in: namespace)
            }
            Color.red
                .matchedGeometryEffect(id: "bar", in: namespace, isSource: false)
                .frame(width: 30, height: 10)
            Text("Label")
                .matchedGeometryEffect(id: "bar", in: namespace, properties: .position, isSource: false)
        }
        .frame(width: 300, height: 260, alignment: .topLeading)
    }
}

/// One pane of two, with its own namespace: it shows a box with the same id as
/// its sibling's when `left` matches its side.
private struct Pane: View {
    @Namespace private var namespace
    let isLeft: Bool
    let left: Bool

    var body: some View {
        ZStack {
            Color.clear
            if left == isLeft {
                Color.purple.frame(width: 50, height: 50).matchedGeometryEffect(id: "box", in: namespace)
            }
        }
        .frame(width: 150, height: 100)
    }
}

private struct TwoPanes: View {
    @State private var left = true

    var body: some View {
        VStack {
            Button("Switch") { withAnimation(.linear(duration: 1)) { left.toggle() } }
            HStack(spacing: 0) {
                Pane(isLeft: true, left: left)
                Pane(isLeft: false, left: left)
            }
        }
    }
}

@MainActor private func fills<V: View>(_ host: ViewHost<V>) -> [Graphic] {
    host.displayList.graphics.filter {
        if case .fill(let color) = $0.content { return color.a > 0 }
        return false
    }
}

@MainActor
@Suite struct MatchedGeometryFollowerTests {
    @Test func aViewThatIsNotASourceTakesTheSourcesFrame() throws {
        let host = ViewHost(Following(), width: 300, height: 260)
        host.step()
        let green = try #require(fills(host).first { $0.frame.height == 40 }).frame
        #expect(fills(host).filter { $0.frame == green }.count == 2, "the follower is proposed the source's size and placed over it")
        let label = try #require(host.frame(ofText: "Label"))
        #expect(abs(label.midX - green.midX) <= 0.5 && abs(label.midY - green.midY) <= 0.5, "\(label) not centred on \(green)")

        host.click(text: "Widen")
        let wide = try #require(fills(host).first { $0.frame.height == 40 && $0.frame.width == 200 }).frame
        #expect(fills(host).filter { $0.frame == wide }.count == 2, "the follower widens with its source")
        let moved = try #require(host.frame(ofText: "Label"))
        #expect(abs(moved.midX - wide.midX) <= 0.5 && moved.size == label.size)

        host.click(text: "Hide")
        host.step()
        let alone = try #require(fills(host).first).frame
        #expect(alone.size == Size(width: 30, height: 10), "without a source the follower is laid out as itself")
    }

    @Test func readingANamespaceOutsideABodyWarnsAndGivesANamespaceOfItsOwn() {
        let loose = Namespace()
        let first = loose.wrappedValue
        #expect(loose.wrappedValue == first, "one property keeps its namespace")
        #expect(Namespace().wrappedValue != first)
        #expect(Diagnostics.warnings.contains { $0.contains("@Namespace was read outside a view's body") })
    }

    @Test func namespacesOfTwoViewsDoNotPairTheirViews() throws {
        let host = ViewHost(TwoPanes(), width: 300, height: 160)
        host.step()
        let leftBox = try #require(fills(host).first).frame
        let rightBox = leftBox.offsetBy(dx: 150, dy: 0)

        host.click(text: "Switch")
        host.step(frames: 29)
        // Each pane has a namespace of its own: the box arriving on the right fades
        // in where it rests, and the one leaving fades out where it was.
        let boxes = fills(host)
        #expect(Set(boxes.map(\.frame)) == [leftBox, rightBox], "\(boxes.map(\.frame))")
        #expect(boxes.allSatisfy { abs($0.opacity - 0.5) < 0.05 })
        host.step(frames: 30)
        #expect(fills(host).map(\.frame) == [rightBox])
    }
}
