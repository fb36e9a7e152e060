import Testing
import Trellis
import TrellisTesting

// Everything here comes through `import Trellis` alone, as it does through `import SwiftUI`:
// Foundation's values, Observation's macro and Combine's subjects.

@Observable private final class Journal {
    var entries: [JournalEntry] = []
    let changes = PassthroughSubject<Int, Never>()

    func add(_ title: String) {
        entries.append(JournalEntry(title: title, date: Date(timeIntervalSince1970: 86_400 * Double(entries.count))))
        changes.send(entries.count)
    }
}

private struct JournalEntry: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let date: Date
    var link: URL? { URL(string: "https://example.com/\(title)") }
}

private struct JournalView: View {
    let journal: Journal
    // A stored property named like a modifier must not clash with it.
    let aspectRatio: CGFloat = 1.5
    let padding: CGFloat = 8

    var body: some View {
        VStack {
            ForEach(journal.entries) { entry in
                Text("\(entry.title) \(entry.link?.lastPathComponent ?? "")")
            }
            Text("ratio \(aspectRatio)")
        }
        .padding(padding)
        .aspectRatio(aspectRatio, contentMode: .fit)
    }
}

@MainActor
@Suite struct OneImportTests {
    @Test func foundationObservationAndCombineComeWithTrellis() {
        let journal = Journal()
        var counts: [Int] = []
        let subscription: AnyCancellable = journal.changes.sink { counts.append($0) }
        let host = ViewHost(JournalView(journal: journal), width: 300, height: 200)
        journal.add("first")
        journal.add("second")
        host.step()
        #expect(host.texts.contains("first first") && host.texts.contains("second second"))
        #expect(host.texts.contains("ratio 1.5"))
        #expect(counts == [1, 2])
        var removed = IndexSet([0])
        removed.insert(1)
        #expect(removed.count == 2)
        subscription.cancel()
    }
}
