import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Light or dark, as the desktop asks: `TRELLIS_COLOR_SCHEME=dark|light` when
/// set, else the `org.freedesktop.appearance color-scheme` setting of
/// xdg-desktop-portal, read over D-Bus and followed while the app runs.
///
/// A portal that is missing, or does not answer within a second, means light;
/// start-up never waits longer than that.
public enum DesktopAppearance {
    /// How long start-up waits for the portal.
    static let portalTimeout: Double = 1

    /// The scheme `TRELLIS_COLOR_SCHEME` forces, if it is set; another value warns once and is ignored.
    public static func forcedScheme(in environment: [String: String]) -> ColorScheme? {
        guard let text = environment["TRELLIS_COLOR_SCHEME"], !text.isEmpty else { return nil }
        switch text.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default:
            Diagnostics.warnOnce("color-scheme-\(text)", "TRELLIS_COLOR_SCHEME=\(text) is neither dark nor light; ignoring it")
            return nil
        }
    }

    /// The scheme a portal `color-scheme` value stands for: 1 prefers dark;
    /// 0 (no preference), 2 (prefers light) and anything else are light.
    public static func scheme(forPortalValue value: UInt32) -> ColorScheme {
        value == 1 ? .dark : .light
    }

    /// What the desktop asks for at start-up, and a watcher that reports its
    /// changes (nil when headless, or when there is no portal).
    ///
    /// `TRELLIS_COLOR_SCHEME=dark|light` and `TRELLIS_REDUCE_MOTION=1|0` win
    /// over the desktop, and a forced value is never changed by it.
    @MainActor
    public static func start(headless: Bool) -> (scheme: ColorScheme, watcher: AppearanceWatcher?, reducesMotion: Bool,
                                                increasesContrast: Bool) {
        let environment = ProcessInfo.processInfo.environment
        let forcedMotion = environment["TRELLIS_REDUCE_MOTION"].map { $0 == "1" }
        let forced = forcedScheme(in: environment)
        // Without a session bus address, libdbus would try to launch a bus of its own.
        guard !headless, let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty,
              let (connection, settings) = PortalConnection.openAndRead(within: portalTimeout) else {
            return (forced ?? .light, nil, forcedMotion ?? false, false)
        }
        let watcher = AppearanceWatcher(connection: connection, settings: settings,
                                        followsScheme: forced == nil, followsMotion: forcedMotion == nil)
        return (forced ?? settings.colorScheme.map(scheme(forPortalValue:)) ?? .light, watcher,
                forcedMotion ?? (settings.animations == false), settings.increasedContrast ?? false)
    }
}

/// Follows the portal's `SettingChanged` signal for the colour scheme,
/// animations and contrast.
///
/// The connection is read as the bus writes to it (`BusConnection`), so the
/// frame loop's idle sleep ends for a change and not otherwise: a timer that
/// polled it four times a second woke every window at rest on a desktop.
@MainActor
public final class AppearanceWatcher {
    private let connection: PortalConnection
    private var settings: DesktopSettings
    private let followsScheme: Bool
    private let followsMotion: Bool
    /// Told the new scheme each time the desktop's changes.
    public var onChange: @MainActor (ColorScheme) -> Void = { _ in }
    /// Told whether motion should be reduced each time the desktop turns animations off or on.
    public var onReduceMotionChange: @MainActor (Bool) -> Void = { _ in }
    /// Told whether more contrast is asked for each time the desktop's setting changes.
    public var onContrastChange: @MainActor (Bool) -> Void = { _ in }
    /// Whether it follows the portal still: false once stopped, or once the bus went away.
    public var isWatching: Bool { connection.bus.isReading }

    init(connection: PortalConnection, settings: DesktopSettings, followsScheme: Bool, followsMotion: Bool) {
        self.connection = connection
        self.settings = settings
        self.followsScheme = followsScheme
        self.followsMotion = followsMotion
        connection.watchSettings()
        connection.bus.onMessage = { [weak self] message in self?.take(message) }
        connection.bus.onClose = {
            Diagnostics.warnOnce("appearance-bus-closed",
                                 "the session bus closed its connection; the desktop's appearance is no longer followed")
        }
        connection.bus.startReading()
    }

    // The read source would outlive the connection, on a socket that is closed or, later, someone else's.
    isolated deinit {
        stop()
    }

    /// Stops following the portal.
    public func stop() {
        connection.bus.stopReading()
    }

    private func take(_ message: OpaquePointer) {
        guard let changed = connection.settingChange(in: message, from: settings) else { return }
        let old = settings
        settings = changed
        if followsScheme, let value = changed.colorScheme, value != old.colorScheme {
            onChange(DesktopAppearance.scheme(forPortalValue: value))
        }
        if followsMotion, let on = changed.animations, on != old.animations { onReduceMotionChange(!on) }
        if let increased = changed.increasedContrast, increased != old.increasedContrast { onContrastChange(increased) }
    }
}
