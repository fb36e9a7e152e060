import Foundation
import SystemMonitorCore
import Testing
import Trellis
import TrellisTesting
@testable import SystemMonitor

/// The monitor's window content run headless, and what tests read off it.
@MainActor
enum MonitorHosts {
    /// Settings of their own, always empty, so a refresh rate saved by a person or another test changes nothing here.
    static let defaults: UserDefaults = {
        let name = "org.trellis.SystemMonitorTests"
        let defaults = UserDefaults(suiteName: name) ?? .standard
        defaults.removePersistentDomain(forName: name)
        return defaults
    }()

    /// The whole window's content (sidebar, page and toolbar) over `monitor`, at the app's default size.
    static func window(_ monitor: SystemMonitor = MonitorFixtures.monitor(), scheme: ColorScheme = .light)
        -> ViewHost<some View> {
        let host = ViewHost(ContentView(isShowingAbout: .constant(false)).environment(monitor).preferredColorScheme(scheme)
                                .defaultAppStorage(defaults),
                            width: 960, height: 620)
        host.step()
        return host
    }
}

@MainActor
extension ViewHost {
    /// The visible texts that are among `names`, top to bottom: the rows of a column.
    func column(of names: Set<String>) -> [String] {
        texts.filter { names.contains($0) }
    }

    /// The frame of the last visible text showing `text`: the frontmost, as an alert's button over a toolbar's.
    func frontmostFrame(ofText text: String) -> Rect? {
        displayList.graphics.last {
            if case .text(let run) = $0.content { return run.string == text && $0.opacity > 0 }
            return false
        }?.frame
    }

    /// Clicks the frontmost visible text `text`.
    func clickFrontmost(text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let rect = frontmostFrame(ofText: text) else {
            Issue.record("No text \"\(text)\"; visible texts are \(texts)", sourceLocation: sourceLocation)
            return
        }
        click(x: rect.midX, y: rect.midY)
    }
}

/// The monitor's window passes the accessibility audit with no finding, as every demo must.
@MainActor
@Suite struct MonitorAuditTests {
    @Test func theWindowHasNoAccessibilityFinding() {
        #expect(MonitorHosts.window().accessibilityAudit().map(\.description) == [])
    }
}
