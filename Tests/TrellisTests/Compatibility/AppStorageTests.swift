import Foundation
import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
import TrellisTesting

private enum Theme: String {
    case light, dark
}

private enum Size: Int {
    case small = 1, large = 2
}

private struct SettingsScreen: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("launches") private var launches = 0
    @AppStorage("volume") private var volume = 0.5
    @AppStorage("notifications") private var notifications = true
    @AppStorage("theme") private var theme: Theme = .light
    @AppStorage("size") private var size: Size = .small
    @AppStorage("homepage") private var homepage = URL(string: "https://swift.org")!
    @AppStorage("token") private var token = Data()
    @AppStorage("nickname") private var nickname: String?
    var body: some View {
        VStack {
            LaunchCount()
            Bystander()
            Text("Hello, \(username)")
            Button("Launch") { launches += 1 }
            Toggle("Notifications", isOn: $notifications)
            Text(notifications ? "On" : "Off")
            Button("Dark, large, loud") {
                theme = .dark
                size = .large
                volume = 1
                homepage = URL(string: "https://example.org/home")!
                token = Data([1, 2, 3])
                nickname = "Ace"
                username = "Ada"
            }
            Text("\(theme.rawValue) \(size.rawValue) \(volume) \(homepage.host ?? "") \(token.count) \(nickname ?? "-")")
        }
    }
}

/// Reads one key the screen also writes.
private struct LaunchCount: View {
    @AppStorage("launches") private var launches = 0
    var body: some View {
        Text("Launches: \(launches)")
    }
}

@MainActor private var bystanderBodies = 0

private struct Bystander: View {
    var body: some View {
        let _ = bystanderBodies += 1
        Text("Bystander")
    }
}

/// A folder of its own under the temporary directory, removed afterwards.
private func withTemporaryFolder(_ work: (URL) throws -> Void) rethrows {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-defaults-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try work(folder)
}

@MainActor
@Suite(.serialized) struct AppStorageTests {
    @Test func writesUpdateEveryReaderOfTheKeyAndNoOtherView() throws {
        try withTemporaryFolder { folder in
            let store = try #require(UserDefaults(suiteName: folder.appendingPathComponent("settings").path))
            let host = ViewHost(SettingsScreen().defaultAppStorage(store))
            #expect(host.texts.contains("Launches: 0"))
            let bystanderBefore = bystanderBodies
            host.click(text: "Launch")
            host.click(text: "Launch")
            #expect(host.texts.contains("Launches: 2"))
            #expect(bystanderBodies == bystanderBefore)
            #expect(store.integer(forKey: "launches") == 2)
            // Saved to disk at once, in the folder the store names.
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("settings.plist").path))
        }
    }

    @Test func everyKindOfValueIsStoredAndReadBack() throws {
        try withTemporaryFolder { folder in
            let store = try #require(UserDefaults(suiteName: folder.appendingPathComponent("settings").path))
            let host = ViewHost(SettingsScreen().defaultAppStorage(store))
            #expect(host.texts.contains("light 1 0.5 swift.org 0 -"))
            host.click(text: "Notifications")
            host.click(text: "Dark, large, loud")
            #expect(host.texts.contains("Off"))
            #expect(host.texts.contains("Hello, Ada"))
            #expect(host.texts.contains("dark 2 1.0 example.org 3 Ace"))
            #expect(store.string(forKey: "theme") == "dark")
            #expect(store.integer(forKey: "size") == 2)
            #expect(store.bool(forKey: "notifications") == false)
            // A new program run (a new host on the same store) starts from the stored values.
            let again = ViewHost(SettingsScreen().defaultAppStorage(store))
            #expect(again.texts.contains("dark 2 1.0 example.org 3 Ace"))
            #expect(again.texts.contains("Hello, Ada"))
        }
    }

    @Test func aStoreNamedByThePropertyWinsOverTheEnvironments() throws {
        struct Pinned: View {
            @AppStorage("greeting", store: UserDefaults(suiteName: pinnedSuite)) private var greeting = "Hi"
            var body: some View {
                Button(greeting) { greeting = "Bye" }
            }
        }
        try withTemporaryFolder { folder in
            let other = try #require(UserDefaults(suiteName: folder.appendingPathComponent("other").path))
            let host = ViewHost(Pinned().defaultAppStorage(other))
            host.click(text: "Hi")
            #expect(host.texts == ["Bye"])
            #expect(other.object(forKey: "greeting") == nil)
            #expect(UserDefaults(suiteName: pinnedSuite)?.string(forKey: "greeting") == "Bye")
            UserDefaults(suiteName: pinnedSuite)?.removeObject(forKey: "greeting")
            try? FileManager.default.removeItem(atPath: pinnedSuite + ".plist")
        }
    }

    @Test func theDefaultStoreLivesInTheFolderTrellisDefaultsDirNames() {
        withTemporaryFolder { folder in
            let store = AppStorageDefaults.store(environment: ["TRELLIS_DEFAULTS_DIR": folder.path])
            #expect(store !== UserDefaults.standard)
            store.set(7, forKey: "answer")
            store.synchronize()
            let file = folder.appendingPathComponent(ProcessInfo.processInfo.processName + ".plist")
            #expect(FileManager.default.fileExists(atPath: file.path))
            // Without the variable, the file Foundation keeps `UserDefaults.standard` in, so old settings load.
            #expect(AppStorageDefaults.file(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/ada"]).path
                    == "/cfg/" + ProcessInfo.processInfo.processName + ".plist")
            #expect(AppStorageDefaults.file(environment: ["HOME": "/home/ada"]).path
                    == "/home/ada/.config/" + ProcessInfo.processInfo.processName + ".plist")
        }
    }

    @Test func settingsFoundationSavedStillLoad() throws {
        try withTemporaryFolder { folder in
            let old = try #require(UserDefaults(suiteName: folder.appendingPathComponent("app").path))
            old.set("Ada", forKey: "username")
            old.set(3, forKey: "launches")
            old.set(true, forKey: "notifications")
            old.synchronize()
            let store = AppStorageDefaults.store(environment: ["TRELLIS_DEFAULTS_DIR": folder.path])
            #expect(store.object(forKey: "username") == nil, "a different program's file")
            let same = SettingsDefaults(file: folder.appendingPathComponent("app.plist"))
            let host = ViewHost(SettingsScreen().defaultAppStorage(same))
            #expect(host.texts.contains("Hello, Ada"))
            #expect(host.texts.contains("Launches: 3"))
            #expect(host.texts.contains("On"))
        }
    }
}

/// A store outside the home folder, named in a property's declaration.
private let pinnedSuite = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pinned-\(ProcessInfo.processInfo.processIdentifier)").path
