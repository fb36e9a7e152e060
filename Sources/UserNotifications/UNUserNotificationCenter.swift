import Foundation
import TrellisCore
import TrellisSDL

/// The app's notifications, as Apple's `UNUserNotificationCenter`, shown by the
/// desktop's notification daemon (`org.freedesktop.Notifications` on the
/// session bus: dunst, mako, GNOME Shell, KDE Plasma…).
///
/// It may be called from any thread. The bookkeeping runs on the main thread,
/// and the bus on a queue of its own, so a slow daemon never holds up a frame.
/// Completion handlers and the delegate are called on the main thread. With no
/// daemon on the bus the app keeps running: one warning, authorisation is
/// `false` and each `add` ends with a `UNError`.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter(busAddress: nil)
    private let scheduler: NotificationScheduler
    private let delegateBox = Locked<WeakDelegate>(WeakDelegate())

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// A center that talks to the daemon on the bus at `busAddress` (nil: the
    /// session bus), for tests on a private bus.
    package init(busAddress: String?) {
        scheduler = NotificationScheduler(client: DesktopNotifications(busAddress: busAddress))
        super.init()
    }

    /// Hears deliveries and the user's clicks; held weakly, as on a Mac.
    open var delegate: (any UNUserNotificationCenterDelegate)? {
        get { delegateBox.withLock { $0.value } }
        set { delegateBox.withLock { $0.value = newValue } }
    }

    /// Asks whether notifications may be shown: `granted` is true when a
    /// notification daemon answers on the bus.
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        onMain { $0.requestAuthorization(completionHandler) }
    }

    /// Asks whether notifications may be shown; true when a notification daemon answers.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            requestAuthorization(options: options) { granted, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: granted) }
            }
        }
    }

    /// The app's settings: whether notifications may be shown.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        onMain { scheduler in completionHandler(UNNotificationSettings(authorizationStatus: scheduler.status)) }
    }

    /// The app's settings: whether notifications may be shown.
    open func notificationSettings() async -> UNNotificationSettings {
        await withCheckedContinuation { continuation in getNotificationSettings { continuation.resume(returning: $0) } }
    }

    /// Delivers `request` when its trigger fires (at once without one); a
    /// request with the identifier of a pending one takes its place, and one
    /// with the identifier of a shown one replaces it on the screen.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        onMain { $0.add(request, completion: completionHandler) }
    }

    /// Delivers `request` when its trigger fires; throws a `UNError` when no notification daemon answered.
    open func add(_ request: UNNotificationRequest) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            add(request) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    /// The requests whose triggers have not fired yet (repeating ones stay), oldest first.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        onMain { completionHandler($0.pendingRequests) }
    }

    /// The requests whose triggers have not fired yet, oldest first.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        await withCheckedContinuation { continuation in getPendingNotificationRequests { continuation.resume(returning: $0) } }
    }

    /// Cancels the pending requests with these identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        onMain { $0.removePending(identifiers) }
    }

    /// Cancels every pending request.
    open func removeAllPendingNotificationRequests() {
        onMain { $0.removePending(nil) }
    }

    /// The notifications on the screen (not yet closed by the user, the daemon or the app), oldest first.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        onMain { completionHandler($0.deliveredNotifications) }
    }

    /// The notifications on the screen, oldest first.
    open func deliveredNotifications() async -> [UNNotification] {
        await withCheckedContinuation { continuation in getDeliveredNotifications { continuation.resume(returning: $0) } }
    }

    /// Takes the notifications with these identifiers off the screen (`CloseNotification`).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        onMain { $0.removeDelivered(identifiers) }
    }

    /// Takes all the app's notifications off the screen.
    open func removeAllDeliveredNotifications() {
        onMain { $0.removeDelivered(nil) }
    }

    /// Runs `work` on the main thread with the scheduler: now when called there,
    /// so calls keep their order, else next on the main queue.
    private func onMain(_ work: @escaping @MainActor @Sendable (NotificationScheduler) -> Void) {
        let scheduler = scheduler
        let run: @Sendable () -> Void = { [self] in
            MainActor.assumeIsolated {
                scheduler.center = self
                work(scheduler)
            }
        }
        if MainQueue.isCurrent { run() } else { DispatchQueue.main.async(execute: run) }
    }
}

/// The delegate, held weakly.
struct WeakDelegate {
    weak var value: (any UNUserNotificationCenterDelegate)?
}
