import Testing
import Trellis
import TrellisTesting

private final class ReaderSettings: ObservableObject {
    @Published var darkMode = false
    @Published var name = "Ada"
}

private struct SettingsView: View {
    @ObservedObject var settings: ReaderSettings
    var body: some View {
        VStack {
            Toggle("Dark mode", isOn: $settings.darkMode)
            Text(settings.darkMode ? "Dark" : "Light")
            NameEditor(name: $settings.name)
        }
    }
}

private struct NameEditor: View {
    @Binding var name: String
    var body: some View {
        Button("Rename \(name)") { name += "!" }
    }
}

/// A model that announces its changes itself, with no `@Published` property.
private final class Thermostat: ObservableObject {
    var degrees = 20 {
        willSet { objectWillChange.send() }
    }
}

private struct ThermostatView: View {
    @StateObject private var thermostat = Thermostat()
    var body: some View {
        Button("\(thermostat.degrees)°") { thermostat.degrees += 1 }
    }
}

/// The usual Swift 6 shape of a view model: isolated to the main actor.
@MainActor private final class Feed: ObservableObject {
    @Published private(set) var posts: [String] = []
    func refresh() { posts = ["First post", "Second post"] }
}

private struct FeedView: View {
    @StateObject private var feed = Feed()
    var body: some View {
        VStack {
            Button("Refresh") { feed.refresh() }
            ForEach(feed.posts, id: \.self) { Text($0) }
        }
    }
}

private final class Download: ObservableObject, @unchecked Sendable {
    @Published var status = "Waiting"
}

private struct DownloadView: View {
    @ObservedObject var download: Download
    var body: some View {
        Text(download.status)
    }
}

private struct GreetingBadge: View {
    @EnvironmentObject var settings: ReaderSettings
    var body: some View {
        Text("Hello, \(settings.name)")
    }
}

private struct Swapper: View {
    @State private var useSecond = false
    let first: ReaderSettings
    let second: ReaderSettings
    var body: some View {
        VStack {
            Button("Swap") { useSecond.toggle() }
            GreetingBadge()
        }
        .environmentObject(useSecond ? second : first)
    }
}

@MainActor
@Suite struct ObservedObjectTests {
    @Test func projectedBindingsWriteThroughToTheObject() {
        let settings = ReaderSettings()
        let host = ViewHost(SettingsView(settings: settings))
        #expect(host.texts.contains("Light"))
        host.click(text: "Dark mode")
        #expect(settings.darkMode)
        #expect(host.texts.contains("Dark"))
        host.click(text: "Rename Ada")
        #expect(settings.name == "Ada!")
        #expect(host.texts.contains("Rename Ada!"))
    }

    @Test func aChangeMadeOutsideTheViewShowsOnTheNextFrame() {
        let settings = ReaderSettings()
        let host = ViewHost(SettingsView(settings: settings))
        settings.darkMode = true
        #expect(host.texts.contains("Light"))
        host.step()
        #expect(host.texts.contains("Dark"))
    }

    @Test func anObjectWithoutPublishedPropertiesUpdatesThroughObjectWillChange() {
        let host = ViewHost(ThermostatView())
        host.click(text: "20°")
        host.click(text: "21°")
        #expect(host.texts == ["22°"])
    }

    @Test func aMainActorViewModelWorks() {
        let host = ViewHost(FeedView())
        host.click(text: "Refresh")
        #expect(host.texts == ["Refresh", "First post", "Second post"])
    }

    @Test func aWriteFromADetachedTaskReachesTheUI() async {
        let download = Download()
        let host = ViewHost(DownloadView(download: download))
        await Task.detached { download.status = "Done" }.value
        host.step()
        #expect(host.texts == ["Done"])
    }

    @Test func anEnvironmentObjectReplacedByAnotherIsFollowed() {
        let first = ReaderSettings(), second = ReaderSettings()
        second.name = "Grace"
        let host = ViewHost(Swapper(first: first, second: second))
        #expect(host.texts.contains("Hello, Ada"))
        host.click(text: "Swap")
        #expect(host.texts.contains("Hello, Grace"))
        // The old object no longer reaches the badge; the new one does.
        first.name = "Nobody"
        second.name = "Grace Hopper"
        host.step()
        #expect(host.texts.contains("Hello, Grace Hopper"))
    }

    @Test func aMissingEnvironmentObjectWarnsNamingTheTypeAndShowsNothing() {
        let host = ViewHost(VStack {
            Text("Before")
            GreetingBadge()
            Text("After")
        })
        #expect(host.texts == ["Before", "After"])
        #expect(Diagnostics.warnings.contains { $0.contains("No ObservableObject of type ReaderSettings") })
    }

    @Test func aMissingEnvironmentObjectThatArrivesLaterIsShown() {
        struct Late: View {
            @State private var provided = false
            let settings: ReaderSettings
            var body: some View {
                VStack {
                    Button("Provide") { provided = true }
                    if provided {
                        GreetingBadge().environmentObject(settings)
                    } else {
                        GreetingBadge()
                    }
                }
            }
        }
        let host = ViewHost(Late(settings: ReaderSettings()))
        #expect(host.texts == ["Provide"])
        host.click(text: "Provide")
        #expect(host.texts == ["Provide", "Hello, Ada"])
    }
}
