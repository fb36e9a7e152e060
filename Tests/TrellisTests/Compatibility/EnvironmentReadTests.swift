import Observation
import Testing
import Trellis
import TrellisTesting

// SwiftUI runs a view's body again when an environment value it reads
// changes, and not for changes to values it does not read ("Environment":
// https://developer.apple.com/documentation/swiftui/environment, "the view
// automatically updates when the value changes"). These tests change one
// value above several readers and count whose bodies run.

private final class EnvironmentReadAccount: ObservableObject {
    @Published var total = 3
}

@Observable private final class EnvironmentReadProfile {
    var name = "Ada"
}

@MainActor private final class BodyRuns {
    var count: [String: Int] = [:]
    func note(_ name: String) { count[name, default: 0] += 1 }
}

private struct FontReader: View {
    @Environment(\.font) private var font
    let runs: BodyRuns
    var body: some View {
        let _ = runs.note("font")
        Text(font == .headline ? "headline" : "body")
    }
}

private struct AccountReader: View {
    @EnvironmentObject private var account: EnvironmentReadAccount
    let runs: BodyRuns
    var body: some View {
        let _ = runs.note("account")
        Text("total \(account.total)")
    }
}

private struct ProfileReader: View {
    @Environment(EnvironmentReadProfile.self) private var profile
    let runs: BodyRuns
    var body: some View {
        let _ = runs.note("profile")
        Text("name \(profile.name)")
    }
}

private struct Shell: View {
    let runs: BodyRuns
    @State private var headline = false
    @StateObject private var account = EnvironmentReadAccount()
    @State private var profile = EnvironmentReadProfile()
    var body: some View {
        VStack {
            Button("Switch font") { headline.toggle() }
            Button("Add") { account.total += 1 }
            FontReader(runs: runs)
            AccountReader(runs: runs)
            ProfileReader(runs: runs)
        }
        .environment(\.font, headline ? .headline : .body)
        .environmentObject(account)
        .environment(profile)
    }
}

@MainActor
@Suite struct EnvironmentReadTests {
    @Test func aChangedValueRunsOnlyTheBodiesThatReadIt() {
        let runs = BodyRuns()
        let host = ViewHost(Shell(runs: runs))
        #expect(runs.count == ["font": 1, "account": 1, "profile": 1])
        host.click(text: "Switch font")
        #expect(host.texts.contains("headline"))
        // The object and the model above are the same ones: their readers stay.
        #expect(runs.count == ["font": 2, "account": 1, "profile": 1])
    }

    @Test func anObjectsOwnChangeStillRunsItsReader() {
        let runs = BodyRuns()
        let host = ViewHost(Shell(runs: runs))
        host.click(text: "Add")
        #expect(host.texts.contains("total 4"))
        #expect(runs.count["account"] == 2)
        #expect(runs.count["font"] == 1)
    }

    @Test func theDumpNamesEachReadByWhatWasRead() {
        let host = ViewHost(Shell(runs: BodyRuns()))
        let dump = host.dumpViewGraph()
        // The runtime does not name a key path's property here, so the dump names its value's type.
        #expect(dump.contains("reads: [\\EnvironmentValues.(Font)]"))
        #expect(dump.contains("reads: [Optional<EnvironmentReadAccount>]"))
        #expect(dump.contains("reads: [EnvironmentReadProfile]"))
    }
}
