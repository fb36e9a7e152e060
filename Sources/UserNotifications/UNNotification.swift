import Foundation
import TrellisCore

/// A notification that was delivered, as Apple's `UNNotification`.
open class UNNotification: NSObject, @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// The request it came from.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// What the user did with a notification, as Apple's `UNNotificationResponse`:
/// clicking it gives `UNNotificationDefaultActionIdentifier`.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification the user acted on.
    public let notification: UNNotification
    /// What the user chose.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The action of clicking the notification itself (the desktop's "default" action).
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

/// The action of dismissing the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// Why a request could not be delivered, as Apple's `UNError`.
public struct UNError: Error, CustomStringConvertible, Sendable {
    /// The kinds of failure, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// Notifications cannot be shown: here, no notification daemon answered.
        case notificationsNotAllowed = 1
        /// A request without content to show.
        case notificationInvalidNoContent = 1401
    }

    /// What failed.
    public let code: Code
    /// The reason, for people.
    public let reason: String

    /// The description of the failure.
    public var description: String { reason }

    /// Notifications cannot be shown.
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
}

extension UNError: LocalizedError {
    /// The reason, as `localizedDescription` reads it.
    public var errorDescription: String? { reason }
}

/// The warnings of this module, once each, as the rest of Trellis gives them.
enum UserNotificationsWarning {
    static func warn(_ key: String, _ message: String) {
        Diagnostics.warnOnce("user-notifications-" + key, message)
    }
}
