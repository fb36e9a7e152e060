import Foundation
import Testing
import Trellis
@testable import TrellisSDL

/// The desktop's appearance followed over a real session bus, a private
/// `dbus-daemon` each test starts, with the portal's signals sent on it as
/// xdg-desktop-portal sends them.
@MainActor @Suite(.serialized, .timeLimit(.minutes(3))) struct AppearanceWatcherTests {
    /// Changes the watcher has passed on, in order.
    private final class Told {
        var schemes: [ColorScheme] = []
        var reducesMotion: [Bool] = []
        var increasesContrast: [Bool] = []
    }

    private func watch(_ bus: FakePortalBus) throws -> (AppearanceWatcher, Told) {
        let connection = try #require(PortalConnection.open(address: bus.address), "the private bus did not answer")
        let watcher = AppearanceWatcher(connection: connection, settings: DesktopSettings(), followsScheme: true, followsMotion: true)
        let told = Told()
        watcher.onChange = { told.schemes.append($0) }
        watcher.onReduceMotionChange = { told.reducesMotion.append($0) }
        watcher.onContrastChange = { told.increasesContrast.append($0) }
        return (watcher, told)
    }

    /// Lets the main queue run, where the watcher reads the bus, until `done` or 60 s have passed:
    /// the whole suite shares the main actor, and in a full run on two cores it waited over 10 s.
    private func waitUntil(_ done: () -> Bool) async {
        let deadline = Date().addingTimeInterval(60)
        while !done(), Date() < deadline { try? await Task.sleep(for: .milliseconds(5)) }
    }

    // xdg-desktop-portal's Settings interface: "SettingChanged (s namespace, s key, v value)", emitted
    // "when a setting changes"; org.freedesktop.appearance color-scheme 1 is "Prefer dark appearance".
    // The watcher reads the bus when it writes: nothing runs the main run loop's timers here, so the
    // timer that polled the connection four times a second never told the app anything in this test.
    @Test func theDesktopsChangesReachTheAppAsTheBusDeliversThem() async throws {
        let bus = try FakePortalBus()
        defer { bus.stop() }
        let (watcher, told) = try watch(bus)
        #expect(watcher.isWatching)
        let desktop = try #require(BusConnection.open(address: bus.address, timeoutMilliseconds: 2_000))
        let settings = ("/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged")
        desktop.signal(settings.0, settings.1, settings.2, [.string("org.freedesktop.appearance"), .string("color-scheme"), .variant(.uint32(1))])
        desktop.signal(settings.0, settings.1, settings.2,
                       [.string("org.gnome.desktop.interface"), .string("enable-animations"), .variant(.bool(false))])
        // Another setting, which the app does not follow, changes nothing.
        desktop.signal(settings.0, settings.1, settings.2, [.string("org.gnome.desktop.interface"), .string("clock-format"), .variant(.string("24h"))])
        desktop.signal(settings.0, settings.1, settings.2, [.string("org.freedesktop.appearance"), .string("color-scheme"), .variant(.uint32(2))])
        desktop.flush()
        await waitUntil { told.schemes.count == 2 }
        #expect(told.schemes == [.dark, .light])
        #expect(told.reducesMotion == [true])
        #expect(told.increasesContrast == [])
    }

    // A bus that goes away leaves a socket that reads as ready for ever; the watcher stops, and says why.
    @Test func aBusThatGoesAwayStopsTheWatcherWithAWarning() async throws {
        let bus = try FakePortalBus()
        let (watcher, told) = try watch(bus)
        #expect(watcher.isWatching)
        bus.stop()
        await waitUntil { !watcher.isWatching }
        #expect(!watcher.isWatching)
        #expect(told.schemes.isEmpty)
        #expect(Diagnostics.warnings.contains { $0.contains("the desktop's appearance is no longer followed") })
    }
}
