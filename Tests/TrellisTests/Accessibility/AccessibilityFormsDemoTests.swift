import Testing
import Trellis
import TrellisTesting
@testable import Forms

/// The Forms demo's settings window as a screen reader sees it.
@MainActor
@Suite struct AccessibilityFormsDemoTests {
    private func host() -> ViewHost<SettingsView> {
        let host = ViewHost(SettingsView(), width: 640, height: 900)
        host.step()
        return host
    }

    @Test func formControlsAreNamedByTheirLabels() {
        let tree = host().accessibilityTree
        #expect(tree.first(role: .entry, name: "Computer name")?.value == "Ada's Laptop")
        #expect(tree.first(role: .toggleButton, name: "Wi-Fi")?.states.contains(.checked) == true)
        #expect(tree.first(role: .toggleButton, name: "Bluetooth")?.states.contains(.checked) == false)
        // A radio-group picker is a panel named by its label, holding one radio button per option.
        let theme = tree.first(role: .panel, name: "Theme")
        #expect(theme?.children.map(\.name) == ["Light", "Dark", "Automatic"])
        #expect(theme?.children.filter { $0.states.contains(.checked) }.map(\.name) == ["Automatic"])
        #expect(tree.first(role: .slider, name: "Text size")?.range?.current == 0.4)
        #expect(tree.first(role: .spinButton, name: "Lock after 5 min") != nil)
        #expect(tree.first(role: .toggleButton, name: "Details")?.states.contains(.collapsed) == true)
        #expect(tree.first(role: .pushButton, name: "Check for Updates") != nil)
        // Section headers are headings, as SwiftUI gives them the header trait.
        #expect(tree.first(role: .heading, name: "Network") != nil)
    }

    @Test func choosingARadioButtonAndExpandingGoThroughTheControls() {
        let host = host()
        host.performAccessibilityAction("press", role: .radioButton, name: "Dark")
        host.performAccessibilityAction("press", role: .toggleButton, name: "Details")
        host.step(frames: 20)
        let tree = host.accessibilityTree
        #expect(tree.first(role: .panel, name: "Theme")?.children.filter { $0.states.contains(.checked) }.map(\.name) == ["Dark"])
        #expect(tree.first(role: .toggleButton, name: "Details")?.states.contains(.expanded) == true)
        #expect(tree.first(role: .label, name: "Trellis") != nil)
    }

    @Test func auditOfTheFormsDemo() {
        // Every control is named (the form's labels name its controls) and the demo shows no images.
        let findings = host().accessibilityAudit()
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }
}
