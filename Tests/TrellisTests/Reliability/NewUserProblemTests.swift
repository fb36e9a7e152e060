import Foundation
import Testing
import Trellis
import TrellisTesting

/// A settings row: a long label, then the switch pushed to the end.
private struct SettingRow: View {
    @State private var isOn = false

    var body: some View {
        HStack {
            Toggle("Download new episodes automatically", isOn: $isOn)
            Spacer()
        }
        .frame(width: 440)
    }
}

/// Problems a new user met on the first afternoon, kept fixed.
@MainActor
@Suite struct NewUserProblemTests {
    @Test func aToggleLabelBesideASpacerDoesNotWrap() throws {
        let host = ViewHost(SettingRow(), width: 480, height: 120)
        let label = try #require(host.frame(ofText: "Download new episodes automatically"))
        let oneLine = try #require(ViewHost(Text("Download new episodes automatically"), width: 480, height: 120)
            .frame(ofText: "Download new episodes automatically"))
        #expect(label.height == oneLine.height, "the label stays on one line while the spacer has room")
    }

    // Off the main actor: waiting for the process would hold up every main-actor test.
    @Test nonisolated func aMissingDisplayExitsWithAReadableError() throws {
        let run = try TimedDemoRun.run("Hello", environment: ["DISPLAY": ":99999"], removing: ["WAYLAND_DISPLAY"],
                                       timeout: 30)
        #expect(!run.timedOut, "the app gave up rather than running with no window")
        #expect(run.status == 1)
        // SDL's Wayland driver prints a line of its own while looking for a display; ours is one line.
        let ours = run.errors.split(separator: "\n").filter { $0.hasPrefix("trellis:") }
        #expect(ours.count == 1, "one clear line: \(run.errors)")
        #expect(ours.first?.contains("could not open display \":99999\"") == true, "it names the display: \(run.errors)")
    }
}
