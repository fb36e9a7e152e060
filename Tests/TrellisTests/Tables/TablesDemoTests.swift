import Testing
import Trellis
import TrellisTesting
@testable import Tables

/// The Tables demo's process list: its search field, header sorting and
/// selection menu work as a person would use them.
@MainActor
@Suite struct TablesDemoTests {
    private func host() -> ViewHost<ProcessesView> {
        let host = ViewHost(ProcessesView(), width: 720, height: 480)
        host.step()
        return host
    }

    @Test func theSearchFieldKeepsOnlyMatchingProcesses() {
        let host = host()
        host.click(text: "Filter processes")
        host.type("cupsd")
        host.step()
        let matching = ProcessEntry.sample.filter { $0.name == "cupsd" }.count
        #expect(host.texts.contains("\(matching) of 300 processes · 2 selected"), "\(host.texts)")
        #expect(host.texts.contains("cupsd"))
        #expect(!host.texts.contains("kworker"))
    }

    @Test func clickingTheProcessHeaderSortsByName() {
        let host = host()
        host.click(text: "Process")
        host.step()
        let first = ProcessEntry.sample.map(\.name).min() ?? ""
        let names = Set(ProcessEntry.sample.map(\.name))
        #expect(host.texts.first { names.contains($0) } == first, "\(host.texts)")
    }

    @Test func theMenuOfASelectedRowEndsTheWholeSelection() {
        let host = host()
        let selected = ProcessEntry.sample[1].name
        host.rightClick(text: selected)
        #expect(host.texts.contains("End 2 Processes"), "\(host.texts)")
        host.click(text: "End 2 Processes")
        host.step()
        #expect(host.texts.contains("298 of 298 processes · 0 selected"), "\(host.texts)")
    }
}
