import Dispatch
import Foundation

/// Ends the idle loop's sleep when SIGINT or SIGTERM arrives, so Ctrl+C and
/// `kill` still quit an app at rest.
///
/// SDL turns these signals into a quit event, but only notes them in its
/// handler and sends the event when its events are next pumped: SDL's own wait
/// woke for the signal, the main run loop does not (the signal may land on any
/// thread). So SDL's handler is wrapped: after it has run, one byte goes down a
/// pipe whose read end is a source on the main queue, which ends the sleep; the
/// loop then pumps SDL and sees the quit. `write` is safe in a signal handler.
enum QuitSignalWake {
    // Written once on the main actor before the handlers are installed, only read in them.
    nonisolated(unsafe) private static var pipeWriteEnd: Int32 = -1
    nonisolated(unsafe) private static var sdlInterruptHandler: (@convention(c) (Int32) -> Void)?
    nonisolated(unsafe) private static var sdlTerminateHandler: (@convention(c) (Int32) -> Void)?
    @MainActor private static var source: (any DispatchSourceRead)?

    /// Wraps the handlers SDL installed for SIGINT and SIGTERM; does nothing if
    /// it has already, or if SDL installed none (`SDL_HINT_NO_SIGNAL_HANDLERS`).
    @MainActor static func install() {
        guard source == nil else { return }
        sdlInterruptHandler = installedFunction(for: SIGINT)
        sdlTerminateHandler = installedFunction(for: SIGTERM)
        guard sdlInterruptHandler != nil || sdlTerminateHandler != nil else { return }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        pipeWriteEnd = ends[1]
        let readEnd = ends[0]
        let reader = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        reader.setEventHandler {
            // Emptied, so the source rests until the next signal; running at all is what wakes the loop.
            var bytes = [UInt8](repeating: 0, count: 16)
            while read(readEnd, &bytes, bytes.count) > 0 {}
        }
        reader.resume()
        source = reader
        for signal in [SIGINT, SIGTERM] where installedFunction(for: signal) != nil {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                let sdl = signal == SIGINT ? QuitSignalWake.sdlInterruptHandler : QuitSignalWake.sdlTerminateHandler
                sdl?(signal)
                var byte: UInt8 = 1
                _ = write(QuitSignalWake.pipeWriteEnd, &byte, 1)
            }
            action.sa_flags = Int32(SA_RESTART)
            sigaction(signal, &action, nil)
        }
    }

    /// The function handling `signal`, or nil for the default action or ignoring it.
    private static func installedFunction(for signal: Int32) -> (@convention(c) (Int32) -> Void)? {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, current.sa_flags & Int32(SA_SIGINFO) == 0,
              let handler = current.__sigaction_handler.sa_handler else { return nil }
        // SIG_IGN is the address 1, not a function.
        return unsafeBitCast(handler, to: Int.self) == 1 ? nil : handler
    }
}
