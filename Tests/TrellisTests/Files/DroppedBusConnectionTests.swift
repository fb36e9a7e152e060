import CDBus
import Foundation
import Testing
@testable import TrellisSDL

/// A bus connection let go while it was reading, on a private `dbus-daemon`.
///
/// libdispatch keeps one registration per descriptor, and its manual asks
/// that a read source be cancelled before its descriptor is closed ("close
/// the descriptor in the cancellation handler"). A connection that closed its
/// socket with its source still live left that registration behind, and the
/// next connection given the same descriptor number was never told that its
/// socket had messages: a screen reader's or a portal's answers went unheard.
@MainActor @Suite(.serialized, .timeLimit(.minutes(2))) struct DroppedBusConnectionTests {
    private final class Heard {
        var pings = 0
    }

    /// Opens a connection on `address`, starts reading it and lets it go; its descriptor.
    private func openReadAndDrop(_ address: String) throws -> Int32 {
        let connection = try #require(BusConnection.open(address: address, timeoutMilliseconds: 2_000))
        connection.onMessage = { _ in }
        connection.startReading()
        var descriptor: Int32 = -1
        dbus_connection_get_unix_fd(connection.connection, &descriptor)
        return descriptor
    }

    /// Lets the main queue run, where sources fire and are cancelled, until `done` or `seconds` have passed.
    private func waitUntil(seconds: Double, _ done: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !done(), Date() < deadline { try await Task.sleep(for: .milliseconds(2)) }
    }

    /// Opens a connection, and returns its descriptor and whether it heard a signal `sender` sent.
    private func listen(_ address: String, sender: BusConnection) async throws -> (descriptor: Int32, heard: Bool) {
        let listener = try #require(BusConnection.open(address: address, timeoutMilliseconds: 2_000))
        var descriptor: Int32 = -1
        dbus_connection_get_unix_fd(listener.connection, &descriptor)
        let heard = Heard()
        listener.addMatch("type='signal',interface='org.trellis.Test'")
        listener.onMessage = { message in
            if dbus_message_is_signal(message, "org.trellis.Test", "Ping") != 0 { heard.pings += 1 }
        }
        listener.startReading()
        sender.signal("/org/trellis/Test", "org.trellis.Test", "Ping", [])
        sender.flush()
        try await waitUntil(seconds: 5) { heard.pings > 0 }
        return (descriptor, heard.pings == 1)
    }

    // Each cycle lets a reading connection go and hands its descriptor number
    // to the next connection, which must hear a signal. Before the fix about
    // one cycle in 150 stayed deaf (the signal went to the source left behind),
    // so 300 cycles caught it in most runs.
    @Test func aConnectionLetGoWhileReadingLeavesTheNextItsMessages() async throws {
        let bus = try FakePortalBus()
        defer { bus.stop() }
        let sender = try #require(BusConnection.open(address: bus.address, timeoutMilliseconds: 2_000))
        var reused = 0
        // The first sleep makes the runtime's timer descriptor, which would take a freed number.
        try await Task.sleep(for: .milliseconds(1))
        for cycle in 0..<300 {
            let dropped = try openReadAndDrop(bus.address)
            // Closed once its source is cancelled, on the main queue; the lowest
            // free number then goes to the next socket, unless a test running
            // beside takes it first.
            try await waitUntil(seconds: 2) { fcntl(dropped, F_GETFD) == -1 }
            let (descriptor, heard) = try await listen(bus.address, sender: sender)
            if descriptor == dropped { reused += 1 }
            #expect(heard, "cycle \(cycle): the connection on descriptor \(descriptor) heard nothing")
            try await waitUntil(seconds: 2) { fcntl(descriptor, F_GETFD) == -1 }
        }
        #expect(reused > 0, "no connection was given the descriptor of one let go")
    }
}
