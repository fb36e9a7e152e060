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

    /// The scheme to start with, a watcher that reports the portal's changes
    /// (nil when the scheme is forced, headless, or there is no portal), and
    /// whether the person asked for less motion (`TRELLIS_REDUCE_MOTION=1|0`,
    /// else GNOME's `enable-animations` turned off, read through the same portal).
    @MainActor
    public static func start(headless: Bool) -> (scheme: ColorScheme, watcher: AppearanceWatcher?, reducesMotion: Bool) {
        let environment = ProcessInfo.processInfo.environment
        let forcedMotion = environment["TRELLIS_REDUCE_MOTION"].map { $0 == "1" }
        let forced = forcedScheme(in: environment)
        // Without a session bus address, libdbus would try to launch a bus of its own.
        guard !headless, forced == nil || forcedMotion == nil, let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty,
              let (connection, value, animations) = PortalConnection.openAndRead(within: portalTimeout) else {
            return (forced ?? .light, nil, forcedMotion ?? false)
        }
        let reducesMotion = forcedMotion ?? (animations == false)
        guard forced == nil else { return (forced ?? .light, nil, reducesMotion) }
        return (value.map(scheme(forPortalValue:)) ?? .light, AppearanceWatcher(connection: connection), reducesMotion)
    }
}

/// Follows the portal's `SettingChanged` signal for the colour scheme.
@MainActor
public final class AppearanceWatcher {
    private let connection: PortalConnection
    private var timer: Timer?
    /// Told the new scheme each time the desktop's changes.
    public var onChange: @MainActor (ColorScheme) -> Void = { _ in }

    init(connection: PortalConnection) {
        self.connection = connection
        connection.watchSettings()
        // The frame loop runs the main run loop every turn, so this fires while it waits too.
        timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.poll() }
        }
    }

    /// Stops following the portal.
    public func stop() {
        timer?.invalidate()
        timer = nil
    }

    private func poll() {
        for value in connection.takeColorSchemeChanges() {
            onChange(DesktopAppearance.scheme(forPortalValue: value))
        }
    }
}
