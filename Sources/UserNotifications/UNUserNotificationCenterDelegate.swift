import Foundation

/// Hears what happens to the app's notifications, as Apple's
/// `UNUserNotificationCenterDelegate`. Both methods are optional, as there, and
/// are called on the main thread.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification is about to be shown while the app runs; answer how.
    ///
    /// Without this method the notification is shown with its sound. (A Mac
    /// shows nothing for an app in front that does not answer; a Linux desktop
    /// has no app in front, so Trellis shows it.) Answering without `.banner`,
    /// `.list` or `.alert` keeps it off the screen.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)

    /// The user acted on a notification: clicking it gives
    /// `UNNotificationDefaultActionIdentifier` (the desktop's "default" action).
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    /// Shows the notification with its sound.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .list, .sound])
    }

    /// Does nothing with the response.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

/// What the app may do with notifications, as Apple's `UNNotificationSettings`.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Whether notifications may be shown: authorised once a daemon answered.
    public let authorizationStatus: UNAuthorizationStatus

    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
    }
}
