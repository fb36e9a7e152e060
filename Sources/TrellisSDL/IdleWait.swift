import CSDL2
import CX11
import Dispatch
import Foundation
import Synchronization

/// Where the frame loop sleeps while no window has work: in the main run loop,
/// until the next alarm of a window's clock, or sooner for anything that may
/// change a window.
///
/// SDL's own wait (`SDL_WaitEventTimeout`) watches only the X connection, so
/// work queued on the main dispatch queue (`asyncAfter`, a main-actor `Task`
/// that slept, `@MainActor` calls from other threads) and the timers of
/// `RunLoop.main` could not end it: the loop used to wake every 50 ms to run
/// them, about 20 times a second at rest. The main run loop wakes for all of
/// them itself: swift-corelibs-foundation serves the main queue as one of its
/// ports and arms its timers on a timerfd. The X connection is added to it as
/// a read source on the main queue, a write from another thread wakes it
/// through `WakeSignal`, and SIGINT or SIGTERM through `QuitSignalWake`.
@MainActor
final class IdleWait {
    /// Rings the sleeping loop from any thread.
    nonisolated let signal = WakeSignal()
    private var connection: (any DispatchSourceRead)?
    /// A run loop mode with no source or timer is "finished": `run(mode:before:)`
    /// returns at once without sleeping. This timer, never due, keeps it open.
    private var keepOpen: Timer?

    init() {}

    /// Wakes the loop whenever the X server writes to SDL's connection to it, `display`.
    func watchConnection(to display: OpaquePointer) {
        guard connection == nil else { return }
        // SDL has installed its signal handlers by now (it opened the display).
        QuitSignalWake.install()
        let descriptor = XConnectionNumber(display)
        guard descriptor >= 0 else { return }
        // The handler has nothing to do: running it on the main queue is what ends the run loop's wait,
        // and the loop then reads the connection through SDL.
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler {}
        source.resume()
        connection = source
    }

    /// Sleeps until `deadline` (nil: until woken) or the next timer of the
    /// main run loop, unless events are already waiting or `hasWork` says a
    /// frame is due. Main-queue work, X traffic and `signal` end it sooner.
    func sleep(until deadline: Date?, unless hasWork: () -> Bool) {
        // From here on a write from another thread rings the signal, so a write
        // made after `hasWork` looked cannot be slept through.
        signal.arm()
        defer { signal.disarm() }
        if keepOpen == nil {
            let timer = Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
            RunLoop.main.add(timer, forMode: .default)
            keepOpen = timer
        }
        // Runs what is due on the main queue and the run loop, and says when its next timer falls due:
        // the loop wakes then, so a timer that writes nothing a window reads still ends with a turn.
        let nextTimer = RunLoop.main.limitDate(forMode: .default) ?? .distantFuture
        // Xlib may already hold events it read off the socket while drawing;
        // a pump moves them to SDL's queue, where the socket's source cannot see them.
        SDL_PumpEvents()
        guard SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_FALSE, !hasWork() else { return }
        let wake = min(deadline ?? .distantFuture, nextTimer)
        guard wake.timeIntervalSinceNow > 0 else { return }
        _ = RunLoop.main.run(mode: .default, before: wake)
    }

    /// Stops watching, before SDL closes its connection with the last window.
    func stop() {
        connection?.cancel()
        connection = nil
        keepOpen?.invalidate()
        keepOpen = nil
    }
}

/// Ends the idle loop's sleep from any thread, once per sleep: a thousand
/// writes between two frames queue one empty block, not a thousand.
final class WakeSignal: Sendable {
    private let sleeping = Atomic<Bool>(false)

    /// Marks the loop as about to sleep.
    func arm() { sleeping.store(true, ordering: .sequentiallyConsistent) }

    /// Marks the loop as awake.
    func disarm() { sleeping.store(false, ordering: .sequentiallyConsistent) }

    /// Wakes the loop if it sleeps or is about to.
    func ring() {
        guard sleeping.exchange(false, ordering: .sequentiallyConsistent) else { return }
        // Running a block on the main queue is what ends the run loop's wait.
        DispatchQueue.main.async {}
    }
}
