import Foundation

/// A notification to deliver, as Apple's `UNNotificationRequest`: what it
/// says, and when. A request added with the identifier of one already shown
/// takes its place on the screen.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The app's name for the request; the same identifier replaces.
    public let identifier: String
    /// What the notification says, as it was when the request was made.
    public let content: UNNotificationContent
    /// When to deliver; nil for at once.
    public let trigger: UNNotificationTrigger?

    /// A request to show `content` when `trigger` fires (nil: at once).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        // A copy, as on a Mac: changing the content afterwards does not change the request.
        self.content = UNNotificationContent(copying: content)
        self.trigger = trigger
    }
}

/// When a request is delivered, as Apple's `UNNotificationTrigger`.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it fires again after each delivery.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
    }
}

/// Delivers a request a number of seconds after it was added, as Apple's
/// `UNTimeIntervalNotificationTrigger`, once or every that many seconds.
///
/// A Mac stops the program for an interval that is not positive, or under
/// 60 seconds when repeating; here the interval is raised to the least it
/// may be (1 second, or 60 when repeating), with a warning.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The seconds from adding the request (or from the last delivery) to delivering it.
    public let timeInterval: TimeInterval

    /// A trigger that fires `timeInterval` seconds after the request is added, and every
    /// that many seconds after when `repeats`.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        let least: TimeInterval = repeats ? 60 : 1
        if !(timeInterval > 0) || (repeats && timeInterval < 60) || !timeInterval.isFinite {
            let reason = repeats ? "at least 60 seconds when repeating" : "more than 0 seconds"
            UserNotificationsWarning.warn("time-interval", """
                UNTimeIntervalNotificationTrigger(timeInterval: \(timeInterval), repeats: \(repeats)): the interval must be \
                \(reason); using \(Int(least)) seconds
                """)
            self.timeInterval = timeInterval.isFinite && timeInterval > least ? min(timeInterval, 315_360_000) : least
        } else {
            // Ten years: a later date is a mistake, and would overflow a dispatch deadline.
            self.timeInterval = min(timeInterval, 315_360_000)
        }
        super.init(repeats: repeats)
    }

    /// When it fires next if the request were added now.
    open func nextTriggerDate() -> Date? {
        Date(timeIntervalSinceNow: timeInterval)
    }
}
