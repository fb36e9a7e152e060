import Testing
import Trellis
import TrellisTesting

private struct Panes: View {
    let sectioned: Bool
    @State private var subject = ""
    var body: some View {
        HStack(alignment: .top, spacing: 20) {
            pane {
                VStack(spacing: 200) {
                    TextField("Inbox", text: .constant(""))
                    TextField("Archive", text: .constant(""))
                }
            }
            pane {
                VStack(spacing: 10) {
                    Color.clear.frame(height: 40)
                    TextField("Subject", text: $subject)
                    TextField("Body", text: .constant(""))
                }
            }
        }
        .frame(width: 500, alignment: .topLeading)
    }

    @ViewBuilder private func pane(@ViewBuilder _ content: () -> some View) -> some View {
        if sectioned { content().focusSection() } else { content() }
    }
}

private struct Mail: View {
    var body: some View {
        NavigationSplitView {
            VStack(spacing: 300) {
                TextField("Search", text: .constant(""))
                TextField("Filter", text: .constant(""))
            }
        } detail: {
            VStack {
                TextField("To", text: .constant(""))
                TextField("Subject", text: .constant(""))
            }
        }
    }
}

/// Tab order by focus section, and F6 between sections. SwiftUI's
/// `focusSection()` (macOS 13) makes a view's focusable descendants a group
/// that guides focus movement; GTK moves focus between a window's panes with
/// F6 (`GtkPaned::cycle-child-focus`), and a Mac's Tab goes through a
/// sidebar before the detail beside it (each column is a key view loop of its own).
@MainActor @Suite struct FocusSectionTests {
    private func focusedName<V: View>(_ host: ViewHost<V>) -> String? {
        host.accessibilityTree.allNodes.first { $0.states.contains(.focused) && $0.role != .frame }?.name
    }

    private func tabOrder<V: View>(_ host: ViewHost<V>, count: Int) -> [String] {
        (0..<count).map { _ in
            host.press(.tab)
            return focusedName(host) ?? "nothing"
        }
    }

    @Test func withoutSectionsTabWeavesByHeight() {
        let host = ViewHost(Panes(sectioned: false), width: 600, height: 400)
        host.step()
        #expect(tabOrder(host, count: 4) == ["Inbox", "Subject", "Body", "Archive"])
    }

    @Test func aSectionIsVisitedWholeWhereItBegins() {
        let host = ViewHost(Panes(sectioned: true), width: 600, height: 400)
        host.step()
        #expect(tabOrder(host, count: 5) == ["Inbox", "Archive", "Subject", "Body", "Inbox"])
        host.press(.tab, modifiers: .shift)
        #expect(focusedName(host) == "Body", "Shift+Tab goes back through the same order")
    }

    @Test func f6MovesBetweenSectionsAndWraps() {
        let host = ViewHost(Panes(sectioned: true), width: 600, height: 400)
        host.step()
        host.press(.function(6))
        #expect(focusedName(host) == "Inbox")
        host.press(.tab)
        host.press(.function(6))
        #expect(focusedName(host) == "Subject", "F6 from the left pane goes to the right one's first control")
        host.press(.function(6))
        #expect(focusedName(host) == "Inbox", "and wraps round")
        host.press(.function(6), modifiers: .shift)
        #expect(focusedName(host) == "Subject", "Shift+F6 goes back")
    }

    @Test func aSplitViewsColumnsAreSections() {
        let host = ViewHost(Mail(), width: 800, height: 600)
        host.step()
        let order = tabOrder(host, count: 5)
        let fields = order.filter { ["Search", "Filter", "To", "Subject"].contains($0) }
        #expect(fields.prefix(4) == ["Search", "Filter", "To", "Subject"], "the sidebar before the detail: \(order)")
        host.press(.function(6))
        let first = focusedName(host)
        host.press(.function(6))
        #expect(first != focusedName(host), "F6 moves from one column to another: \(String(describing: first))")
    }
}
