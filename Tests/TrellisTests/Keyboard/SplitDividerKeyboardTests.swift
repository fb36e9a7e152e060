import Testing
import Trellis
import TrellisTesting

private struct Shelf: View {
    @State private var selection: String?
    var body: some View {
        NavigationSplitView {
            List(["Mercury", "Venus"], id: \.self, selection: $selection) { Text($0) }
                .navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 300)
        } detail: {
            VStack {
                Text("Pick a planet")
                Button("Refresh") {}
            }
        }
    }
}

/// The split view's divider from the keyboard alone. GTK's paned handle takes
/// focus and moves with the arrow keys, Page Up and Down, Home and End
/// (`GtkPaned::move-handle`, docs.gtk.org); a Mac offers no keys for it, so a
/// keyboard user there could never resize a sidebar.
@MainActor @Suite struct SplitDividerKeyboardTests {
    private func focused(_ host: ViewHost<Shelf>) -> AccessibilityNode? {
        host.accessibilityTree.allNodes.first { $0.states.contains(.focused) }
    }

    /// Presses Tab until the divider has focus; nil if it never does.
    private func tabToDivider(_ host: ViewHost<Shelf>) -> AccessibilityNode? {
        for _ in 0..<8 {
            host.press(.tab)
            if let node = focused(host), node.role == .separator { return node }
        }
        return nil
    }

    @Test func tabReachesTheDividerAndItsRingShows() throws {
        let host = ViewHost(Shelf())
        let divider = try #require(tabToDivider(host), "Tab reaches the divider")
        #expect(divider.range?.current == 200 && divider.range?.minimum == 150 && divider.range?.maximum == 300)
        let ring = host.displayList.graphics.first {
            if case .border(let color, _) = $0.content { return color.b == 255 && color.r == 0 }
            return false
        }
        #expect(ring.map { $0.frame.minX < 200 && $0.frame.maxX > 201 && $0.frame.height > 300 } == true,
                "a ring runs down the divider at x = 200: \(String(describing: ring?.frame))")
    }

    @Test func arrowsHomeAndEndMoveTheDividerWithinItsLimits() throws {
        let host = ViewHost(Shelf())
        _ = try #require(tabToDivider(host))
        let before = try #require(host.frame(ofText: "Pick a planet"))
        host.press(.right)
        host.press(.right)
        host.press(.right)
        let wider = try #require(host.frame(ofText: "Pick a planet"))
        // The sidebar grew 30 px, so the detail's centred text moved half that.
        #expect(abs((wider.midX - before.midX) - 15) < 2, "\(before.midX) → \(wider.midX)")
        host.press(.left)
        #expect(focused(host)?.range?.current == 220)
        host.press(.end)
        #expect(focused(host)?.range?.current == 300)
        host.press(.right)
        #expect(focused(host)?.range?.current == 300, "the maximum holds")
        host.press(.home)
        #expect(focused(host)?.range?.current == 150)
        host.press(.pageDown)
        #expect(focused(host)?.range?.current == 200)
    }
}
