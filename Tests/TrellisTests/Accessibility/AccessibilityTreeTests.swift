import Testing
import Trellis
import TrellisTesting

private struct Controls: View {
    @State private var count = 0
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var volume = 0.5
    @State private var copies = 2
    @State private var name = "Ada"
    @State private var secret = "hunter2"

    var body: some View {
        VStack(alignment: .leading) {
            Text("Pressed \(count) times")
            Button("Add one") { count += 1 }
            Button("Disabled") { count += 100 }.disabled(true)
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.checkbox)
            Toggle("Bluetooth", isOn: $bluetooth).toggleStyle(.switch)
            fields
        }
    }

    // The rest of the controls, in a stack of their own to keep each builder short.
    @ViewBuilder private var fields: some View {
        VStack(alignment: .leading) {
            Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
            Stepper("Copies: \(copies)", value: $copies, in: 1...5)
            TextField("Name", text: $name)
            SecureField("Password", text: $secret)
            ProgressView(value: 0.25) { Text("Download") }
            Image(systemName: "star.fill")
        }
    }
}

@MainActor
@Suite struct AccessibilityTreeTests {
    private func host() -> ViewHost<Controls> {
        let host = ViewHost(Controls(), width: 400, height: 600)
        host.step()
        return host
    }

    // GTK names AT-SPI roles "push button", "check box", "toggle button", "slider", "spin button", "entry", "password text".
    @Test func controlsHaveTheirRolesNamesAndValues() {
        let tree = host().accessibilityTree
        #expect(tree.role == .frame)
        #expect(tree.first(role: .label, name: "Pressed 0 times") != nil)
        let add = tree.first(role: .pushButton, name: "Add one")
        #expect(add?.actionNames == ["press"])
        #expect(add?.states.isSuperset(of: [.enabled, .sensitive, .focusable, .showing, .visible]) == true)
        #expect(tree.first(role: .pushButton, name: "Disabled")?.states.contains(.enabled) == false)
        let wifi = tree.first(role: .checkBox, name: "Wi-Fi")
        #expect(wifi?.states.isSuperset(of: [.checkable, .checked]) == true)
        let bluetooth = tree.first(role: .toggleButton, name: "Bluetooth")
        #expect(bluetooth?.states.contains(.checkable) == true && bluetooth?.states.contains(.checked) == false)
        #expect(tree.first(role: .slider, name: "Volume")?.range == AccessibilityRange(current: 0.5, minimum: 0, maximum: 1, step: 0.1))
        #expect(tree.first(role: .spinButton, name: "Copies: 2")?.actionNames == ["increment", "decrement"])
        let field = tree.first(role: .entry, name: "Name")
        #expect(field?.value == "Ada")
        #expect(field?.states.isSuperset(of: [.editable, .singleLine, .focusable]) == true)
        // A password's text is never read out.
        #expect(tree.first(role: .passwordText, name: "Password")?.value == nil)
        #expect(tree.first(role: .progressBar, name: "Download")?.range?.current == 0.25)
        #expect(tree.first(role: .image, name: "star.fill") != nil)
        // A button's title is its name, not an object of its own.
        #expect(tree.first(role: .label, name: "Add one") == nil)
    }

    @Test func frameIsWhereTheControlIsDrawn() throws {
        let host = host()
        let add = try #require(host.accessibilityElement(role: .pushButton, name: "Add one"))
        let text = try #require(host.frame(ofText: "Add one"))
        #expect(add.frame.contains(CGPoint(x: text.midX, y: text.midY)))
    }

    @Test func actionsGoThroughTheControlsHandlers() {
        let host = host()
        host.performAccessibilityAction("press", role: .pushButton, name: "Add one")
        host.performAccessibilityAction("toggle", role: .checkBox, name: "Wi-Fi")
        host.performAccessibilityAction("toggle", role: .toggleButton, name: "Bluetooth")
        host.performAccessibilityAction("increment", role: .slider, name: "Volume")
        host.performAccessibilityAction("increment", role: .spinButton, name: "Copies: 2")
        host.step()
        #expect(host.texts.contains("Pressed 1 times"))
        let tree = host.accessibilityTree
        #expect(tree.first(role: .checkBox, name: "Wi-Fi")?.states.contains(.checked) == false)
        #expect(tree.first(role: .toggleButton, name: "Bluetooth")?.states.contains(.checked) == true)
        // One step of 0.1 up, as the right arrow key moves it (0.5 + 0.1 in floating point).
        #expect(abs((tree.first(role: .slider, name: "Volume")?.range?.current ?? 0) - 0.6) < 1e-9)
        #expect(tree.first(role: .spinButton, name: "Copies: 3") != nil)
    }

    @Test func aDisabledControlRefusesItsAction() throws {
        let host = host()
        let disabled = try #require(host.accessibilityElement(role: .pushButton, name: "Disabled"))
        #expect(!host.performAccessibilityAction("press", on: disabled))
        host.step()
        #expect(host.texts.contains("Pressed 0 times"))
    }

    @Test func focusShowsInTheTree() {
        let host = host()
        host.press(.tab)
        host.step()
        let focused = host.accessibilityTree.allNodes.filter { $0.states.contains(.focused) }
        #expect(focused.map(\.name) == ["Add one"])
    }

    // Building the tree must not mark anything: a window nobody inspects pays nothing, one inspected stays idle.
    @Test func askingForTheTreeDoesNoFrameWork() {
        let host = host()
        host.step(frames: 2)
        #expect(host.isIdle)
        let before = host.stats.bodyEvaluations
        _ = host.accessibilityTree
        _ = host.accessibilityAudit()
        #expect(host.isIdle)
        host.step()
        #expect(host.stats.bodyEvaluations == before)
        #expect(host.stats.displayNodesVisited == 0)
    }
}
