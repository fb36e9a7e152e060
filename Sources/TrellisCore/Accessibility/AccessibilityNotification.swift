import Foundation
import Synchronization

/// The notifications an app posts to assistive technology, as SwiftUI's
/// `AccessibilityNotification` (macOS 14): on Linux they reach a screen
/// reader as AT-SPI events while one is there, and nothing happens otherwise,
/// as on a Mac without VoiceOver.
public enum AccessibilityNotification {
    /// Something a screen reader says aloud that the window does not show, or
    /// shows only briefly: "Saved", "3 results".
    public struct Announcement: Sendable {
        /// What to say.
        public let text: String

        /// An announcement of `announcement`.
        public init(_ announcement: String) {
            text = announcement
        }

        /// An announcement of `announcement`'s characters.
        public init(_ announcement: AttributedString) {
            text = String(announcement.characters)
        }

        /// Posts it to assistive technology: the screen reader says it after what it is saying now.
        public func post() {
            AccessibilityAnnouncements.shared.post(text)
        }
    }
}

/// The announcements posted and not yet sent, for the platform's bridge to
/// take after each turn of the frame loop. `post()` may come from any thread,
/// as SwiftUI's may, so the queue is locked rather than tied to the main actor.
package final class AccessibilityAnnouncements: Sendable {
    /// The process's queue: SwiftUI's `post()` names no window, and one screen reader hears the whole app.
    package static let shared = AccessibilityAnnouncements()

    /// More than this waiting with no reader to take them: the oldest go, so an app that
    /// announces often and is never read does not grow.
    static let limit = 100
    private let pending = Mutex<[String]>([])
    private let wake = Mutex<(@Sendable () -> Void)?>(nil)

    package init() {}

    /// Queues `text` and wakes the frame loop, which sends it after its turn.
    func post(_ text: String) {
        pending.withLock { queue in
            queue.append(text)
            if queue.count > Self.limit { queue.removeFirst(queue.count - Self.limit) }
        }
        wake.withLock { $0 }?()
    }

    /// Takes every announcement waiting, oldest first.
    package func take() -> [String] {
        pending.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
    }

    /// Sets what wakes the frame loop when an announcement is posted.
    package func wakeUp(with ring: (@Sendable () -> Void)?) {
        wake.withLock { $0 = ring }
    }
}
