import Foundation
import TrellisCore
import TrellisSDL

/// The bookkeeping behind `UNUserNotificationCenter`, on the main actor: the
/// requests waiting for their triggers, the notifications on the screen by
/// identifier (with the daemon's id, for replacing and closing them), and the
/// daemon's answers and signals, which arrive from the bus's queue.
@MainActor
final class NotificationScheduler {
    /// The center this works for, handed to the delegate; set by each call of the center's.
    weak var center: UNUserNotificationCenter?
    private let client: DesktopNotifications
    /// Requests waiting for their triggers, in the order they were added.
    private var pending: [(request: UNNotificationRequest, timer: DispatchWorkItem)] = []
    /// The notifications on the screen, oldest first, with the daemon's ids.
    private var delivered: [(id: UInt32, notification: UNNotification)] = []
    /// Whether a daemon answered: authorised, denied (none did), or not asked yet.
    private(set) var status = UNAuthorizationStatus.notDetermined
    /// The name the daemon shows as the sender (the program's name).
    private let appName = ProcessInfo.processInfo.processName

    nonisolated init(client: DesktopNotifications) {
        self.client = client
    }

    /// The requests whose triggers have not fired.
    var pendingRequests: [UNNotificationRequest] { pending.map(\.request) }

    /// The notifications on the screen.
    var deliveredNotifications: [UNNotification] { delivered.map(\.notification) }

    func requestAuthorization(_ completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        askDaemon { answered in completion(answered, nil) }
    }

    /// Asks the daemon whether it is there, and keeps the answer as the authorisation.
    private func askDaemon(_ then: @escaping @MainActor @Sendable (Bool) -> Void) {
        if status == .authorized { return then(true) }
        listen()
        client.serverName { [weak self] name in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self?.status = name == nil ? .denied : .authorized
                    if name == nil { Self.warnNoDaemon() }
                    then(name != nil)
                }
            }
        }
    }

    func add(_ request: UNNotificationRequest, completion: (@Sendable ((any Error)?) -> Void)?) {
        // As on a Mac, a request replaces a pending one with its identifier.
        removePending([request.identifier])
        guard let trigger = request.trigger as? UNTimeIntervalNotificationTrigger else {
            if request.trigger != nil {
                UserNotificationsWarning.warn("trigger-\(type(of: request.trigger!))",
                                              "\(type(of: request.trigger!)) is not supported on Linux; delivering \"\(request.identifier)\" at once")
            }
            return deliver(request, completion: completion)
        }
        // The interval runs from now and the request is pending at once, as on a Mac, so a
        // removal made right after the add cancels it even before the daemon has answered.
        schedule(request, after: trigger.timeInterval)
        askDaemon { [weak self] answered in
            guard answered else {
                // The add failed: nothing will show it, so it is not left pending.
                self?.cancel(request)
                return completion?(Self.noDaemonError) ?? ()
            }
            completion?(nil)
        }
    }

    /// Cancels `request` itself if it is still pending.
    private func cancel(_ request: UNNotificationRequest) {
        pending.removeAll { entry in
            guard entry.request === request else { return false }
            entry.timer.cancel()
            return true
        }
    }

    /// Delivers `request` after `interval` seconds on the main queue, which never waits for it.
    private func schedule(_ request: UNNotificationRequest, after interval: TimeInterval) {
        let timer = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.fire(request) }
        }
        pending.append((request, timer))
        DispatchQueue.main.asyncAfter(deadline: .now() + interval, execute: timer)
    }

    private func fire(_ request: UNNotificationRequest) {
        guard let index = pending.firstIndex(where: { $0.request === request }) else { return }
        pending.remove(at: index)
        if let trigger = request.trigger, trigger.repeats, let interval = (trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval {
            schedule(request, after: interval)
        }
        deliver(request, completion: nil)
    }

    /// Shows `request` now, in place of a shown one with its identifier, unless the delegate says not to.
    private func deliver(_ request: UNNotificationRequest, completion: (@Sendable ((any Error)?) -> Void)?) {
        let notification = UNNotification(date: Date(), request: request)
        guard let center, let delegate = center.delegate else {
            return show(notification, options: [.banner, .sound], completion: completion)
        }
        delegate.userNotificationCenter(center, willPresent: notification) { [weak self] options in
            let present: @Sendable () -> Void = {
                MainActor.assumeIsolated { self?.show(notification, options: options, completion: completion) }
            }
            if MainQueue.isCurrent { present() } else { DispatchQueue.main.async(execute: present) }
        }
    }

    private func show(_ notification: UNNotification, options: UNNotificationPresentationOptions,
                      completion: (@Sendable ((any Error)?) -> Void)?) {
        guard !options.isDisjoint(with: [.banner, .list, .alert]) else {
            completion?(nil)
            return
        }
        listen()
        let request = notification.request
        let content = request.content
        let shown = delivered.first { $0.notification.request.identifier == request.identifier }
        let message = DesktopNotifications.Message(appName: appName, summary: content.title, body: content.desktopBody,
                                                   replacesID: shown?.id ?? 0,
                                                   soundName: options.contains(.sound) ? content.sound?.themeName : nil)
        client.notify(message) { [weak self] id in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self else { return }
                    guard let id else {
                        Self.warnNoDaemon()
                        self.status = .denied
                        completion?(Self.noDaemonError)
                        return
                    }
                    self.status = .authorized
                    self.delivered.removeAll { $0.notification.request.identifier == request.identifier || $0.id == id }
                    self.delivered.append((id, notification))
                    completion?(nil)
                }
            }
        }
    }

    /// Cancels the pending requests with these identifiers; all of them for nil.
    func removePending(_ identifiers: [String]?) {
        let removed = identifiers.map { Set($0) }
        pending.removeAll { entry in
            guard removed?.contains(entry.request.identifier) ?? true else { return false }
            entry.timer.cancel()
            return true
        }
    }

    /// Closes the shown notifications with these identifiers; all of them for nil.
    func removeDelivered(_ identifiers: [String]?) {
        let removed = identifiers.map { Set($0) }
        delivered.removeAll { entry in
            guard removed?.contains(entry.notification.request.identifier) ?? true else { return false }
            client.close(entry.id)
            return true
        }
    }

    /// Starts taking the daemon's signals (the user's clicks, closed notifications).
    private func listen() {
        client.setSignalHandler { [weak self] signal in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.handle(signal) } }
        }
    }

    private func handle(_ signal: DesktopNotifications.Signal) {
        switch signal {
        case .actionInvoked(let id, let action):
            guard let center, let shown = delivered.first(where: { $0.id == id }) else { return }
            let identifier = action == "default" ? UNNotificationDefaultActionIdentifier : action
            let response = UNNotificationResponse(notification: shown.notification, actionIdentifier: identifier)
            center.delegate?.userNotificationCenter(center, didReceive: response) {}
        case .closed(let id, _):
            delivered.removeAll { $0.id == id }
        }
    }

    private static var noDaemonError: UNError {
        UNError(code: .notificationsNotAllowed,
                reason: "no notification daemon (org.freedesktop.Notifications) answered on the session bus")
    }

    private static func warnNoDaemon() {
        Diagnostics.warnOnce("notifications-no-daemon", """
            no notification daemon (org.freedesktop.Notifications) answered on the session bus, so notifications are \
            not shown; run one (dunst, mako, notification-daemon, or the desktop's own) and try again
            """)
    }
}
