import SystemMonitorCore
import Trellis

/// A system monitor in the spirit of GNOME System Monitor: the processes, the
/// last minute of CPU, memory and network use, and the mounted file systems.
///
/// `SYSTEM_MONITOR_PROC` points it at a saved /proc tree instead of the live
/// one (with `SYSTEM_MONITOR_PASSWD` for its users), as the tests do.
@main struct SystemMonitorApp: App {
    @State private var monitor = SystemMonitor(reader: MonitorSource.fromEnvironment.reader,
                                               terminator: MonitorSource.fromEnvironment.terminator)
    @State private var isShowingAbout = false

    init() {
        SelfMeasurement.startIfAsked()
    }

    var body: some Scene {
        WindowGroup("System Monitor") {
            ContentView(isShowingAbout: $isShowingAbout)
                .environment(monitor)
        }
        .defaultSize(width: 960, height: 620)
        .commands {
            MonitorCommands(isShowingAbout: $isShowingAbout)
        }
        // The load at a glance from the panel's tray, as macOS's Activity Monitor offers in the Dock.
        MenuBarExtra("System Monitor", systemImage: "cpu") {
            Text("CPU: \(Int(monitor.cores.map(\.latest).reduce(0, +) / Double(max(monitor.cores.count, 1)))) %")
            Text("Memory: \(Int(monitor.memory.latest)) %")
            Divider()
            Button("Refresh Now") { monitor.refresh() }
        }
    }
}
