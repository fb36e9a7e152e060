import SystemMonitorCore
import Trellis

/// The two alerts of ending processes: the confirmation, which already names
/// any process the system will not let us signal, and the errors kill(2) gave.
@Observable @MainActor
final class EndingProcesses {
    /// The processes the confirmation asks about.
    var candidates: [ProcessRow] = []
    /// Those among them that cannot be signalled, with the system's reason.
    var refusals: [EndProcessFailure] = []
    var isConfirming = false
    /// What kill(2) answered when the user went ahead.
    var failures: [EndProcessFailure] = []
    var isShowingFailures = false
    /// Seconds a process has after SIGTERM before SIGKILL.
    private var graceSeconds: Int64 = 3

    /// Asks whether to end `rows`, warning first about those the system will refuse.
    func confirm(_ rows: [ProcessRow], monitor: SystemMonitor) {
        guard !rows.isEmpty else { return }
        candidates = rows
        refusals = monitor.problems(ending: rows)
        graceSeconds = monitor.terminator.gracePeriod.components.seconds
        isConfirming = true
    }

    /// Sends SIGTERM to the candidates that can take it; the monitor kills them later if they linger.
    func endConfirmed(monitor: SystemMonitor) {
        let refused = Set(refusals.map(\.pid))
        failures = monitor.end(candidates.filter { !refused.contains($0.pid) })
        isShowingFailures = !failures.isEmpty
    }

    var endable: Int { candidates.count - refusals.count }

    var title: String {
        candidates.count == 1 ? "End “\(candidates[0].name)”?" : "End \(candidates.count) Processes?"
    }

    var buttonTitle: String { endable == 1 ? "End Process" : "End \(endable) Processes" }

    var message: String {
        var lines: [String] = []
        if endable > 0 {
            lines.append(candidates.count == 1
                ? "It is asked to quit (SIGTERM) and killed (SIGKILL) if it is still running \(graceSeconds) seconds later. Unsaved work in it may be lost."
                : "They are asked to quit (SIGTERM) and killed (SIGKILL) if still running \(graceSeconds) seconds later. Unsaved work in them may be lost.")
        }
        if !refusals.isEmpty {
            lines.append(endable == 0 ? "The system refuses:" : "The system refuses some of them:")
            lines += refusals.map(\.message)
        }
        return lines.joined(separator: "\n")
    }

    var failureTitle: String {
        failures.count == 1 ? "Could Not End “\(failures[0].name)”" : "Could Not End \(failures.count) Processes"
    }
}

extension View {
    /// The confirmation and error alerts of `ending`.
    func endProcessAlerts(_ ending: EndingProcesses, monitor: SystemMonitor) -> some View {
        @Bindable var ending = ending
        return alert(ending.title, isPresented: $ending.isConfirming) {
            Button("Cancel", role: .cancel) {}
            if ending.endable > 0 {
                Button(ending.buttonTitle, role: .destructive) { ending.endConfirmed(monitor: monitor) }
            }
        } message: {
            Text(ending.message)
        }
        .alert(ending.failureTitle, isPresented: $ending.isShowingFailures) {
            Button("OK") {}
        } message: {
            Text(ending.failures.map(\.message).joined(separator: "\n"))
        }
    }
}
