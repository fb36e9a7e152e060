import SystemMonitorCore
import Trellis

/// The window: a sidebar of pages beside the chosen page, refreshed on a timer.
struct ContentView: View {
    @Binding var isShowingAbout: Bool
    @Environment(SystemMonitor.self) private var monitor
    @AppStorage(RefreshRate.storageKey) private var rate = RefreshRate.oneSecond
    @State private var page: Page? = .processes

    var body: some View {
        NavigationSplitView {
            List(Page.allCases, selection: $page) { page in
                Label(page.title, systemImage: page.symbol)
            }
            .navigationTitle("System Monitor")
            .navigationSplitViewColumnWidth(min: 150, ideal: 180, max: 260)
        } detail: {
            switch page ?? .processes {
            case .processes: ProcessesView()
            case .resources: ResourcesView()
            case .fileSystems: FileSystemsView()
            }
        }
        .modifier(PeriodicRefresh(monitor: monitor, interval: rate.interval))
        .sheet(isPresented: $isShowingAbout) {
            AboutView()
        }
    }
}

/// Reads the system when shown and then every `interval` seconds.
///
/// A modifier of its own, so the timer is made again only when the interval
/// changes, not whenever the view around it updates.
struct PeriodicRefresh: ViewModifier {
    let monitor: SystemMonitor
    let interval: TimeInterval

    func body(content: Content) -> some View {
        content
            .onAppear { if monitor.lastRefresh == nil { monitor.refresh() } }
            .onReceive(Timer.publish(every: interval, on: .main, in: .common).autoconnect()) { _ in
                monitor.refresh()
            }
    }
}
