import Foundation
import SystemMonitorCore

/// Where the app reads the system from: the live /proc, or a saved tree named by the environment.
struct MonitorSource {
    let reader: ProcReader
    let terminator: ProcessTerminator

    /// The live system, unless `SYSTEM_MONITOR_PROC` names a saved tree.
    static let fromEnvironment: MonitorSource = {
        let environment = ProcessInfo.processInfo.environment
        let root = environment["SYSTEM_MONITOR_PROC"] ?? "/proc"
        let passwd = environment["SYSTEM_MONITOR_PASSWD"] ?? "/etc/passwd"
        return MonitorSource(reader: ProcReader(root: root, passwd: passwd),
                             terminator: ProcessTerminator(signals: SystemSignals(root: root)))
    }()
}
