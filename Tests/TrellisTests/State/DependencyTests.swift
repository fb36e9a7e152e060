import Observation
import Testing
import Trellis
import TrellisTesting

/// The articles' example: a button in one view, a label bound to its state in another.
private struct ContentView: View {
    let log: Log
    @State private var counter = 0
    var body: some View {
        let _ = log.body("ContentView")
        VStack {
            Button("Tap me!") { counter += 1 }
            LabelView(number: $counter, log: log)
        }
    }
}

private struct LabelView: View {
    @Binding var number: Int
    let log: Log
    var body: some View {
        let _ = log.body("LabelView")
        Text("You've tapped \(number) times")
    }
}

private struct Profile {
    var name: String
    var age: Int
}

private struct NameField: View {
    @Binding var name: String
    var body: some View {
        Button("Rename \(name)") { name = name + "!" }
    }
}

private struct ProfileView: View {
    @State private var profile = Profile(name: "Ada", age: 36)
    var body: some View {
        VStack {
            NameField(name: $profile.name)
            Text("\(profile.name), \(profile.age)")
        }
    }
}

@Observable final class Account {
    var owner = "Grace"
}

private struct BindableView: View {
    @Bindable var account: Account
    var body: some View {
        NameField(name: $account.owner)
    }
}

@MainActor
@Suite struct DependencyTests {
    @Test func tappingRunsOnlyTheLabelsBody() {
        let log = Log()
        let host = ViewHost(ContentView(log: log))
        #expect(log.bodies == ["ContentView": 1, "LabelView": 1])
        host.click(text: "Tap me!")
        #expect(log.bodies["LabelView"] == 2)
        #expect(log.bodies["ContentView"] == 1)
        #expect(host.texts.contains("You've tapped 1 times"))
    }

    @Test func aBindingToAPropertyWritesThroughToTheState() {
        let host = ViewHost(ProfileView())
        host.click(text: "Rename Ada")
        #expect(host.texts == ["Rename Ada!", "Ada!, 36"])
    }

    @Test func aConstantBindingIgnoresWrites() {
        let host = ViewHost(NameField(name: .constant("Fixed")))
        host.click(text: "Rename Fixed")
        #expect(host.texts == ["Rename Fixed"])
    }

    @Test func bindableGivesBindingsToAModel() {
        let account = Account()
        let host = ViewHost(BindableView(account: account))
        host.click(text: "Rename Grace")
        #expect(account.owner == "Grace!")
        #expect(host.texts == ["Rename Grace!"])
    }
}
