import Foundation

/// What a notification says, as Apple's `UNNotificationContent`: read-only;
/// build one with `UNMutableNotificationContent`.
///
/// On the desktop the title is the notification's summary; the subtitle, when
/// there is one, is the first line of its body.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The values, which only the mutable subclass changes.
    struct Values {
        var title = "", subtitle = "", body = ""
        var sound: UNNotificationSound?
        var userInfo: [AnyHashable: Any] = [:]
        var badge: NSNumber?
        var categoryIdentifier = "", threadIdentifier = ""
    }
    var values = Values()

    /// The first line, in bold on most desktops.
    open var title: String { values.title }
    /// A line between the title and the body.
    open var subtitle: String { values.subtitle }
    /// The message.
    open var body: String { values.body }
    /// The sound to play; nil for a silent notification.
    open var sound: UNNotificationSound? { values.sound }
    /// The app's own data, handed back with the notification when the user clicks it.
    open var userInfo: [AnyHashable: Any] { values.userInfo }
    /// The number for the app's badge (no desktop counterpart; kept for the app to read).
    open var badge: NSNumber? { values.badge }
    /// The category's identifier, which groups notifications with actions (kept, not shown).
    open var categoryIdentifier: String { values.categoryIdentifier }
    /// The thread's identifier, which groups notifications (kept, not shown).
    open var threadIdentifier: String { values.threadIdentifier }

    /// Empty content.
    public override init() {}

    /// A copy of `content`'s values, as a request keeps what it was given.
    init(copying content: UNNotificationContent) {
        values = content.values
    }

    /// The text below the summary on the desktop: the subtitle, then the body.
    var desktopBody: String {
        subtitle.isEmpty ? body : body.isEmpty ? subtitle : subtitle + "\n" + body
    }
}

/// Notification content to fill in, as Apple's `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The first line, in bold on most desktops.
    open override var title: String {
        get { values.title }
        set { values.title = newValue }
    }
    /// A line between the title and the body.
    open override var subtitle: String {
        get { values.subtitle }
        set { values.subtitle = newValue }
    }
    /// The message.
    open override var body: String {
        get { values.body }
        set { values.body = newValue }
    }
    /// The sound to play (`UNNotificationSound.default`); nil for a silent notification.
    open override var sound: UNNotificationSound? {
        get { values.sound }
        set { values.sound = newValue }
    }
    /// The app's own data, handed back when the user clicks the notification.
    open override var userInfo: [AnyHashable: Any] {
        get { values.userInfo }
        set { values.userInfo = newValue }
    }
    /// The number for the app's badge.
    open override var badge: NSNumber? {
        get { values.badge }
        set { values.badge = newValue }
    }
    /// The category's identifier.
    open override var categoryIdentifier: String {
        get { values.categoryIdentifier }
        set { values.categoryIdentifier = newValue }
    }
    /// The thread's identifier.
    open override var threadIdentifier: String {
        get { values.threadIdentifier }
        set { values.threadIdentifier = newValue }
    }

    /// Empty content.
    public override init() { super.init() }
}

/// A sound a notification plays, as Apple's `UNNotificationSound`.
///
/// The desktop plays a sound from its sound theme, by name (the freedesktop
/// sound naming specification): `default` asks for "message-new-instant".
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound theme's name for the sound.
    let themeName: String

    init(themeName: String) {
        self.themeName = themeName
    }

    /// The system's sound for a notification.
    open class var `default`: UNNotificationSound { UNNotificationSound(themeName: "message-new-instant") }

    /// A sound that ignores Do Not Disturb; here, the default sound.
    open class var defaultCritical: UNNotificationSound { .default }

    /// The sound `name` names: a file in the app's bundle on a Mac, here a
    /// sound of the desktop's theme of that name without its extension.
    public init(named name: UNNotificationSoundName) {
        themeName = (name.rawValue as NSString).deletingPathExtension
    }
}

/// The name of a notification's sound, as Apple's `UNNotificationSoundName`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// The sound of this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The sound of this name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
