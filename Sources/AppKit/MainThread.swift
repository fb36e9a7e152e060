import Foundation
import TrellisCore

/// Runs `work` on the main thread and returns its result: AppKit's pasteboard
/// may be called from any thread, and a window's clipboard lives on the main actor.
func onMainThread<Result: Sendable>(_ work: @MainActor () -> Result) -> Result {
    if MainQueue.isCurrent { return MainActor.assumeIsolated(work) }
    return withoutActuallyEscaping(work) { work in
        let box = UncheckedBox(work)
        return DispatchQueue.main.sync { MainActor.assumeIsolated { box.value() } }
    }
}

/// Carries a main-actor closure to the main queue, which runs it while the caller waits.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
