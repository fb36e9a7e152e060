import Foundation
import Testing
import TrellisCore
import UserNotifications

/// `import UserNotifications` as a Mac app writes it, against dunst (Debian's
/// notification daemon) on a private session bus: what the app adds reaches
/// the daemon with its title and body, an identifier shown again replaces it,
/// removing closes it, a time-interval trigger delivers later without holding
/// up the main actor, and clicking the notification reaches the delegate.
///
/// The calls are Apple's, with Apple's signatures, for example
/// `func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler:
/// @escaping @Sendable (Bool, (any Error)?) -> Void)` and its `async throws -> Bool` form
/// (developer.apple.com/documentation/usernotifications/unusernotificationcenter/
/// requestauthorization(options:completionhandler:)); the daemon's side is the
/// freedesktop Desktop Notifications specification (Notify with replaces_id,
/// CloseNotification, the ActionInvoked signal with the "default" action).
@Suite(.serialized, .timeLimit(.minutes(5))) @MainActor struct UserNotificationsDunstTests {
    /// A content as a Mac app fills it in.
    private func content(_ title: String, _ body: String, subtitle: String = "") -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = title
        content.subtitle = subtitle
        content.body = body
        content.sound = UNNotificationSound.default
        content.userInfo = ["order": 42]
        return content
    }

    private func startDunst() async throws -> DunstOnPrivateBus? {
        guard DunstOnPrivateBus.isAvailable else {
            Issue.record("This test needs dunst and an X display (run under xvfb-run); make deps installs dunst")
            return nil
        }
        return try await offMain { try DunstOnPrivateBus() }
    }

    /// How many notifications dunst holds open, asked away from the main actor.
    private func open(_ dunst: DunstOnPrivateBus) async throws -> Int {
        try await offMain { try dunst.openCount() }
    }

    private func history(_ dunst: DunstOnPrivateBus) async throws -> [DunstOnPrivateBus.Closed] {
        try await offMain { try dunst.history() }
    }

    @Test func addedNotificationsReachDunstAreReplacedByIdentifierAndClosedWhenRemoved() async throws {
        guard let dunst = try await startDunst() else { return }
        defer { dunst.stop() }
        let center = UNUserNotificationCenter(busAddress: dunst.address)
        let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge])
        #expect(granted)
        #expect(await center.notificationSettings().authorizationStatus == .authorized)

        try await center.add(UNNotificationRequest(identifier: "tea", content: content("Tea is ready", "Green, 80 °C", subtitle: "Kitchen"),
                                                   trigger: nil))
        #expect(try await open(dunst) == 1)
        // The same identifier again: the daemon replaces the shown one (Notify's replaces_id) rather than adding one.
        try await center.add(UNNotificationRequest(identifier: "tea", content: content("Tea is ready", "Black, 95 °C", subtitle: "Kitchen"),
                                                   trigger: nil))
        #expect(try await open(dunst) == 1)
        try await center.add(UNNotificationRequest(identifier: "post", content: content("Post", "A parcel came"), trigger: nil))
        #expect(try await open(dunst) == 2)
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["tea", "post"])

        center.removeDeliveredNotifications(withIdentifiers: ["tea"])
        #expect(try await eventually { try await open(dunst) == 1 })
        // Closed notifications go to dunst's history: the one removed, as the daemon showed it.
        let closed = try await history(dunst)
        #expect(closed.map(\.summary) == ["Tea is ready"])
        #expect(closed.first?.body == "Kitchen\nBlack, 95 °C")
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["post"])

        center.removeAllDeliveredNotifications()
        #expect(try await eventually { try await open(dunst) == 0 })
        #expect(try await history(dunst).map(\.summary).sorted() == ["Post", "Tea is ready"])
    }

    /// What a completion handler handed back, read on the main actor.
    private final class Answer<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    @Test func aTimeIntervalTriggerDeliversLaterWithoutHoldingUpTheMainActor() async throws {
        guard let dunst = try await startDunst() else { return }
        defer { dunst.stop() }
        let center = UNUserNotificationCenter(busAddress: dunst.address)
        let pending = Answer<[String]>([])
        // The completion-handler forms (an async context picks the async ones), all in one turn of
        // the main actor: adding, reading the pending requests and removing one
        // happen in order, before any trigger can fire (triggers fire on the main queue).
        let added = Date()
        center.add(UNNotificationRequest(identifier: "cancelled", content: content("Never", "shown"),
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 1, repeats: false)),
                   withCompletionHandler: nil)
        center.add(UNNotificationRequest(identifier: "timer", content: content("Timer", "Done"),
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 2, repeats: false)),
                   withCompletionHandler: nil)
        center.getPendingNotificationRequests { pending.value = $0.map(\.identifier) }
        #expect(pending.value == ["cancelled", "timer"])
        center.removePendingNotificationRequests(withIdentifiers: ["cancelled"])
        center.getPendingNotificationRequests { pending.value = $0.map(\.identifier) }
        #expect(pending.value == ["timer"])
        #expect(try dunst.openCount() == 0)

        // The main actor keeps running while the trigger waits: this loop runs on it.
        var turnsOfTheMainActor = 0
        #expect(try await eventually {
            turnsOfTheMainActor += 1
            return try await open(dunst) == 1
        })
        #expect(Date().timeIntervalSince(added) >= 2)
        #expect(turnsOfTheMainActor > 1)
        #expect(await center.pendingNotificationRequests().isEmpty)
        // Only the kept request was shown: the cancelled one, due earlier, never came.
        _ = try await offMain { try dunst.control(["close-all"]) }
        #expect(try await eventually { try await history(dunst).count == 1 })
        #expect(try await history(dunst).map(\.summary) == ["Timer"])
    }

    /// Records what the center tells its delegate, as an app's delegate would act on it.
    final class Delegate: UNUserNotificationCenterDelegate, @unchecked Sendable {
        var responses: [UNNotificationResponse] = []
        var presented: [String] = []

        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
            presented.append(notification.request.identifier)
            completionHandler(notification.request.identifier == "hidden" ? [] : [.banner, .sound])
        }

        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                    withCompletionHandler completionHandler: @escaping () -> Void) {
            responses.append(response)
            completionHandler()
        }
    }

    @Test func clickingTheNotificationInDunstReachesTheDelegate() async throws {
        guard let dunst = try await startDunst() else { return }
        defer { dunst.stop() }
        let center = UNUserNotificationCenter(busAddress: dunst.address)
        let delegate = Delegate()
        center.delegate = delegate
        try await center.add(UNNotificationRequest(identifier: "hidden", content: content("Quiet", "kept off"), trigger: nil))
        try await center.add(UNNotificationRequest(identifier: "meeting", content: content("Meeting", "In 5 minutes"), trigger: nil))
        #expect(delegate.presented == ["hidden", "meeting"])
        // The delegate kept "hidden" off the screen.
        #expect(try await open(dunst) == 1)
        #expect(try await eventually { try await offMain { try dunst.displayedCount() } == 1 })

        // dunstctl action: the daemon invokes the default action of its top notification, as a click does.
        _ = try await offMain { try dunst.control(["action", "0"]) }
        #expect(await eventually { delegate.responses.count == 1 })
        let response = try #require(delegate.responses.first)
        #expect(response.actionIdentifier == UNNotificationDefaultActionIdentifier)
        #expect(response.notification.request.identifier == "meeting")
        #expect(response.notification.request.content.userInfo["order"] as? Int == 42)
    }

    @Test func withoutADaemonAuthorisationIsRefusedAddingFailsAndTheAppGoesOn() async throws {
        // A private bus with nobody on it: no notification daemon, and none the bus could start.
        let bus = try FakePortalBus()
        defer { bus.stop() }
        let center = UNUserNotificationCenter(busAddress: bus.address)
        let granted = await withCheckedContinuation { continuation in
            center.requestAuthorization(options: [.alert]) { granted, _ in continuation.resume(returning: granted) }
        }
        #expect(!granted)
        #expect(await center.notificationSettings().authorizationStatus == .denied)
        await #expect(throws: UNError.self) {
            try await center.add(UNNotificationRequest(identifier: "lost", content: content("Lost", "nobody shows this"), trigger: nil))
        }
        // A timed request that no daemon can show fails too, and is not left pending.
        await #expect(throws: UNError.self) {
            try await center.add(UNNotificationRequest(identifier: "later", content: content("Later", "nobody shows this either"),
                                                       trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        }
        #expect(await center.pendingNotificationRequests().isEmpty)
        #expect(Diagnostics.warnings.contains { $0.contains("no notification daemon (org.freedesktop.Notifications) answered") })
        // A bad interval is raised to the least allowed, with a warning, rather than stopping the app.
        #expect(UNTimeIntervalNotificationTrigger(timeInterval: -5, repeats: false).timeInterval == 1)
        #expect(UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: true).timeInterval == 60)
    }
}
