import Testing
import Trellis
import TrellisTesting
@testable import Drawing
@testable import Forms
@testable import Gallery
@testable import Tables
@testable import Todo

/// Every demo's first window passes the accessibility audit with no finding:
/// each control has a name, each image a label or is hidden, and each control
/// a person can operate is one Tab can reach. (The System Monitor's window is
/// audited in its own tests, over its fixture.)
@MainActor
@Suite struct DemoAuditTests {
    private func findings(_ content: some View, width: Int = 900, height: Int = 700) -> [String] {
        let host = ViewHost(content, width: width, height: height)
        host.step(frames: 3)
        return host.accessibilityAudit().map { $0.description }
    }

    @Test func gallery() { #expect(findings(GalleryView()) == []) }
    @Test func todo() { #expect(findings(TodoView(store: TodoStore())) == []) }
    @Test func tables() { #expect(findings(ProcessesView(), width: 720, height: 480) == []) }
    @Test func drawing() { #expect(findings(DrawingView()) == []) }
    @Test func forms() { #expect(findings(SettingsView(), width: 640, height: 900) == []) }
}
