import Testing
import Trellis
import TrellisTesting

/// A volume control drawn with shapes, which assistive technology sees as
/// the standard slider it behaves like.
private struct DrawnVolume: View {
    @Binding var level: Double

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray).frame(width: 200, height: 6)
            Circle().fill(Color.blue).frame(width: 20, height: 20).offset(x: level * 18)
        }
        .frame(width: 200, height: 20)
        // accessibilityRepresentation(representation:): "Replaces one or more accessibility
        // elements for this view with new accessibility elements" (SwiftUI, View).
        .accessibilityRepresentation {
            Slider(value: $level, in: 0...10, step: 1) { Text("Volume") }
        }
    }
}

private struct Bars: View {
    let values: [(name: String, value: Int)]

    var body: some View {
        HStack(alignment: .bottom, spacing: 4) {
            ForEach(values.indices, id: \.self) { index in
                Rectangle().fill(Color.green).frame(width: 30, height: Double(values[index].value) * 10)
            }
        }
        .frame(height: 100, alignment: .bottom)
        // accessibilityChildren(children:): "Replaces the existing accessibility element's
        // children with one or more new synthetic accessibility elements" (SwiftUI, View).
        .accessibilityChildren {
            HStack {
                ForEach(values.indices, id: \.self) { index in
                    Rectangle().accessibilityLabel(values[index].name).accessibilityValue("\(values[index].value) sales")
                }
            }
        }
    }
}

private struct StandIns: View {
    @State private var level = 3.0
    let taps: Box

    var body: some View {
        VStack(spacing: 0) {
            DrawnVolume(level: $level)
            Text("Level \(Int(level))")
            Bars(values: [("Monday", 3), ("Tuesday", 5)])
            // hidden(): "Hidden views are invisible and can't receive or respond to
            // interactions. However, they do remain in the view hierarchy and affect layout."
            Button("Unseen") { taps.count += 1 }.frame(height: 40).hidden()
            Text("Below")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

private final class Box { var count = 0 }

@MainActor
@Suite struct AccessibilityStandInTests {
    @Test func aRepresentationStandsInAndItsActionsChangeTheDrawnView() throws {
        let host = ViewHost(StandIns(taps: Box()), width: 300, height: 400)
        host.step()
        let slider = try #require(host.accessibilityElement(role: .slider, name: "Volume"))
        #expect(slider.range?.current == 3)
        #expect(!host.texts.contains("Volume"), "the representation is never drawn")
        let knob = host.color(x: 3 * 18 + 10, y: 10)
        #expect(host.performAccessibilityAction("increment", on: slider))
        host.step()
        #expect(host.texts.contains("Level 4"))
        #expect(host.accessibilityElement(role: .slider, name: "Volume")?.range?.current == 4)
        #expect(host.color(x: 4 * 18 + 16, y: 10) == knob, "the drawn knob moved with the state")
        // The drawn shapes are no elements of their own: the slider stands for them.
        #expect(host.accessibilityElements(role: .slider).count == 1)
    }

    @Test func childrenGiveADrawnChartAnElementPerBar() throws {
        let host = ViewHost(StandIns(taps: Box()), width: 300, height: 400)
        host.step()
        // Parents are weak: the tree is kept while its objects are read.
        let tree = host.accessibilityTree
        let monday = try #require(tree.allNodes.first { $0.name == "Monday" })
        #expect(monday.value == "3 sales")
        let group = try #require(monday.parent)
        #expect(group.children.map(\.name) == ["Monday", "Tuesday"])
        #expect(group.role == .panel)
        // The stand-ins lie over the bars they describe.
        #expect(group.frame.height == 100)
    }

    @Test func aHiddenViewKeepsItsPlaceButIsNotSeenClickedOrRead() throws {
        let taps = Box()
        let host = ViewHost(StandIns(taps: taps), width: 300, height: 400)
        host.step()
        #expect(!host.texts.contains("Unseen"))
        #expect(host.accessibilityElement(role: .pushButton, name: "Unseen") == nil)
        let level = try #require(host.frame(ofText: "Level 3"))
        let below = try #require(host.frame(ofText: "Below"))
        // The chart's 100 points and the hidden button's 40 still lie between them.
        #expect(below.minY - level.maxY >= 140)
        host.click(x: 150, y: below.minY - 20)
        for _ in 0..<8 { host.press(.tab) }
        host.press(.space)
        host.step()
        #expect(taps.count == 0)
    }
}

/// Sort priority and input labels, as SwiftUI gives them.
private struct Ordered: View {
    var body: some View {
        VStack {
            VStack {
                Text("Second")
                // accessibilitySortPriority(_:): "Higher numbers are sorted first. The default sort priority is zero."
                Text("First").accessibilitySortPriority(1)
                Text("Third")
                Text("Last").accessibilitySortPriority(-1)
            }
            .accessibilityElement(children: .contain).accessibilityLabel("Order")
            // accessibilityInputLabels(_:): "alternate input labels with which users identify a view."
            Button("AAPL $271.68") {}.accessibilityInputLabels(["Apple", "Stock"])
        }
    }
}

extension AccessibilityStandInTests {
    @Test func sortPriorityOrdersTheElementsOfAContainer() throws {
        let host = ViewHost(Ordered(), width: 300, height: 300)
        host.step()
        let tree = host.accessibilityTree
        let order = try #require(tree.allNodes.first { $0.name == "Order" })
        #expect(order.children.map(\.name) == ["First", "Second", "Third", "Last"])
    }

    @Test func inputLabelsAreKeptInOrder() throws {
        let host = ViewHost(Ordered(), width: 300, height: 300)
        host.step()
        let button = try #require(host.accessibilityElement(role: .pushButton, name: "AAPL $271.68"))
        #expect(button.inputLabels == ["Apple", "Stock"])
    }
}

