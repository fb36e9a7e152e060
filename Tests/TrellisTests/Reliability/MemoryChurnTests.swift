import Foundation
import Testing
import Trellis
import TrellisTesting

/// An everyday window's worth of views: text, a button, a toggle, symbols and a picture.
private struct Everyday: View {
    @State private var on = true
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Hello, churn").font(.title)
            Button("Count \(count)") { count += 1 }
            Toggle("On", isOn: $on)
            Image(systemName: "star.fill")
            Image("quadrants")
            Text("Small print").font(.system(size: 11))
        }
    }
}

/// Hosts made and released give their memory back: their fonts, pictures,
/// textures and graph. Resident memory, from `/proc/self/statm`, is compared
/// against a generous bound; a leak of the size this once had (half a
/// megabyte a host) passes it many times over.
@MainActor
@Suite struct MemoryChurnTests {
    private func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    private func churn(_ hosts: Int) {
        for _ in 0..<hosts {
            let host = ViewHost(Everyday(), width: 200, height: 200)
            host.click(text: "Count 0")
        }
    }

    /// Each host costs some 50 ms on the main actor, which the suite's other tests share, so
    /// `make test` makes 60; `TRELLIS_CHURN_HOSTS=300` (or more) runs it at length.
    private static let hosts = ProcessInfo.processInfo.environment["TRELLIS_CHURN_HOSTS"].flatMap { Int($0) } ?? 60

    @Test func hostsMadeAndReleasedKeepNoMemory() {
        // The first hosts fill caches that last for the process (fontconfig's answers, type metadata).
        churn(10)
        let before = residentBytes()
        churn(Self.hosts)
        let grown = residentBytes() - before
        print("churn: resident memory grew by \(grown / 1024) KB over \(Self.hosts) hosts")
        // 100 KB a host, against the half a megabyte each once kept.
        #expect(grown < Self.hosts * 100_000, "grew by \(grown / 1024) KB over \(Self.hosts) hosts")
    }
}
