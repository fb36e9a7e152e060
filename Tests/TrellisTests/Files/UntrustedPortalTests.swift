import Foundation
import Testing
@_spi(TrellisExtension) import TrellisCore
@testable import TrellisSDL

/// A portal on a bus of the test's own that answers with the wrong types, or
/// never answers: a warning and a cancel, or a bounded wait, never a crash or a hang.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5))) struct UntrustedPortalTests {
    /// xdg-desktop-portal's FileChooser documents `Response(u response, a{sv} results)` with
    /// `uris` as `as`; any other shape is the desktop's fault and must cost only that dialog.
    @Test(arguments: [(FakePortalBus.Answer.urisOfNumbers, "OpenFile's uris with values of type \"ai\""),
                      (.urisAsOneString, "OpenFile's uris with values of type \"s\""),
                      (.resultsAsAString, "OpenFile's Response with values of type \"us\""),
                      (.codeAsAString, "OpenFile's Response with values of type \"sa{sv}\"")])
    func aReplyOfTheWrongShapeIsAWarningAndACancel(_ answer: FakePortalBus.Answer, warning: String) async throws {
        let bus = try FakePortalBus()
        defer { bus.stop() }
        bus.startPortal(answer)
        let open = FileChooserRequest(purpose: .open(multiple: false), title: "Open File", allowedContentTypes: [], folder: nil)
        let outcome = await choose(open, with: PortalFileChooser(busAddress: bus.address, responseTimeout: 20))
        #expect(outcome == .cancelled)
        #expect(bus.calls.count == 1)
        #expect(Diagnostics.warnings.contains { $0.contains(warning) && $0.contains("ignoring the answer") },
                "warnings: \(Diagnostics.warnings.filter { $0.contains("portal") })")
    }

    /// A portal that takes the request and never answers: the importer is not
    /// left open for ever; after the bound the built-in browser shows instead.
    @Test func aDialogThatNeverAnswersFallsBackToTheBuiltInOne() async throws {
        let bus = try FakePortalBus()
        defer { bus.stop() }
        bus.startPortal(.never)
        let connections = try #require(bus.openConnections())
        let open = FileChooserRequest(purpose: .open(multiple: false), title: "Open File", allowedContentTypes: [], folder: nil)
        let started = Date()
        let outcome = await choose(open, with: PortalFileChooser(busAddress: bus.address, responseTimeout: 1))
        #expect(outcome == .unavailable, "unavailable shows the built-in browser")
        // The answer needs the main actor, which the tests beside this one keep busy on a loaded machine.
        #expect(Date().timeIntervalSince(started) < 45)
        #expect(Diagnostics.warnings.contains { $0.contains("file dialog did not answer within 1 seconds") })
        // The bus sees a closed connection a moment after the client closes it: wait, bounded, for the count.
        let deadline = Date().addingTimeInterval(20)
        var left = bus.openConnections()
        while Date() < deadline, left != connections {
            try await Task.sleep(for: .milliseconds(20))
            left = bus.openConnections()
        }
        #expect(left == connections, "the request's connection was closed")
    }

    /// Links the portal takes and never answers: each waits a bounded time on
    /// its thread and connection, at most `PortalRequestLimit.maximum` at once,
    /// and the rest go to xdg-open; afterwards no thread or descriptor is left.
    @Test func unansweredLinksLeaveNoThreadsOrDescriptorsBehind() async throws {
        let bus = try FakePortalBus()
        defer { bus.stop() }
        bus.startPortal(.never)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("xdg-open")
        try "#!/bin/sh\ntouch \"\(folder.path)/opened-$$\"\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        // Connections are counted by the bus, which no test beside this one touches; threads by the process.
        let (connections, threads) = (try #require(bus.openConnections()), ProcessGauges.threads)

        let peak = ConnectionPeak(on: bus, from: connections)
        let opener = DesktopURLOpener(program: script.path, busAddress: bus.address, responseTimeout: 1)
        let links = 40
        for number in 0..<links { #expect(opener.open(URL(string: "https://example.org/\(number)")!)) }
        // Every link ends either at the portal (which never answers) or in the script's file.
        let deadline = Date().addingTimeInterval(30)
        func opened() -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("opened-") }.count
        }
        while Date() < deadline && (bus.calls.count + opened() < links || PortalRequestLimit.count(on: bus.address) > 0) {
            try await Task.sleep(for: .milliseconds(20))
        }
        let most = peak.stop()
        #expect(bus.calls.count >= 1 && bus.calls.count + opened() == links)
        // A connection each for the requests waiting: not one per link. The bus
        // drops a closed connection a moment after the client closes it, so while
        // one set of requests that gave up is being dropped the next may be
        // waiting: at most two sets at once on the bus (a loaded CI machine saw more than one).
        #expect(most > connections && most <= connections + 2 * PortalRequestLimit.maximum,
                "at most \(most - connections) more connections at once")
        #expect(PortalRequestLimit.count(on: bus.address) == 0, "every request gave up waiting")
        // Threads end a moment after they count themselves out.
        while Date() < deadline && ProcessGauges.threads > threads + 4 { try await Task.sleep(for: .milliseconds(50)) }
        var left = bus.openConnections()
        while Date() < deadline, left != connections {
            try await Task.sleep(for: .milliseconds(20))
            left = bus.openConnections()
        }
        #expect(left == connections, "every request's connection was closed: from \(connections) to \(left ?? -1)")
        #expect(ProcessGauges.threads <= threads + 4, "from \(threads) to \(ProcessGauges.threads)")
    }

    /// Asks the portal on the test's own bus, never the session's, and waits for its one answer.
    private func choose(_ request: FileChooserRequest, with chooser: PortalFileChooser) async -> FileChooserOutcome {
        await withCheckedContinuation { continuation in
            chooser.choose(request) { continuation.resume(returning: $0) }
        }
    }
}
