import Testing
import Trellis
import TrellisTesting

// A process table as a system monitor shows it, in light and dark: header
// strip, the sort chevron, striped rows and a two-row selection.

private struct Task: Identifiable {
    let id: Int
    let name: String
    let user: String
    let memory: Int
}

private struct Monitor: View {
    @State private var tasks = (1...16).map { index in
        Task(id: index, name: ["systemd", "Xorg", "bash", "firefox", "make", "gnome-shell", "pipewire", "sshd"][index % 8] + " \(index)",
             user: ["root", "ada", "bob"][index % 3], memory: (index * 7919) % 900 + 12)
    }
    @State private var selection: Set<Task.ID> = [5, 6]
    @State private var order = [KeyPathComparator(\Task.name)]

    var body: some View {
        Table(tasks, selection: $selection, sortOrder: $order) {
            TableColumn("Process", value: \.name)
            TableColumn("User", value: \.user).width(80)
            TableColumn("Memory", value: \.memory) { Text("\($0.memory) MB") }.width(90)
        }
        .onChange(of: order) { _, newOrder in tasks.sort(using: newOrder) }
    }
}

@MainActor @Suite struct TableGoldenTests {
    @Test func aSortedTableWithASelectionMatchesItsGoldenImages() {
        for scheme in [ColorScheme.light, .dark] {
            let host = ViewHost(Monitor().preferredColorScheme(scheme), width: 480, height: 320)
            host.step()
            host.click(text: "Process")
            host.step()
            // The header click reversed the name order.
            let texts = host.texts
            if let systemd = texts.firstIndex(of: "systemd 8"), let firefox = texts.firstIndex(of: "firefox 3") {
                #expect(systemd < firefox)
            } else {
                Issue.record("rows missing: \(texts)")
            }
            expectMatchesGolden(host, named: scheme == .light ? "table-light" : "table-dark")
        }
    }
}
