import Foundation

/// What an app asks to be allowed to do with notifications, as Apple's
/// `UNAuthorizationOptions` (same names and raw values).
///
/// The freedesktop daemons need no permission: every option is granted when
/// a daemon answers. Badges, CarPlay and critical alerts have no counterpart
/// and are accepted and ignored.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    /// The bits of the options.
    public let rawValue: UInt
    /// Options with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A badge on the app's icon.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Playing a sound.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Showing the notification.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Showing in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Sounds that ignore Do Not Disturb.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// A button to the app's notification settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Quiet delivery before the user decides.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may show notifications, as Apple's `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable {
    /// Not asked yet.
    case notDetermined = 0
    /// Not allowed; here, no notification daemon answered.
    case denied = 1
    /// Allowed: a notification daemon answered.
    case authorized = 2
    /// Allowed quietly.
    case provisional = 3
    /// Allowed for a while (App Clips).
    case ephemeral = 4
}

/// How a notification that arrives while the app runs is shown, as the
/// delegate's `willPresent` answers (Apple's `UNNotificationPresentationOptions`).
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    /// The bits of the options.
    public let rawValue: UInt
    /// Options with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A badge on the app's icon (ignored here).
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// The notification's sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// The notification, shown (the older name of `banner` and `list`).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// In the list of notifications.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// As a banner on the screen.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
