import Foundation
import Testing
import Trellis
import TrellisTesting

// Names that small SwiftUI programs use all the time: formatted titles,
// dialog shortcuts, the older presentation mode and shape shorthands.

private struct Receipt: View {
    let amount = 12.5
    let ratio = 3.14159
    @State private var tipped = false
    var body: some View {
        VStack {
            Text("Total: \(amount, format: .number.precision(.fractionLength(2)))")
            Text("Ratio \(ratio, specifier: "%.3f")")
            Text("Items: \(3)")
            Button("Pay \(amount, specifier: "%.1f")") {}
            Toggle("Tip \(15)%", isOn: $tipped)
            Label("Due \(Date(timeIntervalSince1970: 0), format: .iso8601.year())", systemImage: "calendar")
        }
        .navigationTitle("Receipt for \(amount, specifier: "%.0f")")
    }
}

private struct Dialog: View {
    @State private var name = ""
    @State private var log: [String] = []
    @State private var shortcutsOn = true
    var body: some View {
        VStack {
            TextField("Name", text: $name).onSubmit { log.append("submit \(name)") }
            Button("Save") { log.append("save \(name)") }.keyboardShortcut(.defaultAction)
            Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction)
            Button("Later") { log.append("later") }.keyboardShortcut(shortcutsOn ? KeyboardShortcut("l") : nil)
            Button("Switch") { shortcutsOn.toggle() }
            Text(log.isEmpty ? "nothing" : log.joined(separator: ", "))
        }
    }
}

private struct Sheetlike: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "root")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

@MainActor
@Suite struct EverydayNamesTests {
    @Test func titlesTakeFormatsAndSpecifiers() {
        let host = ViewHost(Receipt(), width: 400, height: 300)
        #expect(host.texts.contains("Total: 12.50"))
        #expect(host.texts.contains("Ratio 3.142"))
        #expect(host.texts.contains("Items: 3"))
        #expect(host.texts.contains("Pay 12.5"))
        #expect(host.texts.contains("Tip 15%"))
        #expect(host.texts.contains("Due 1970"))
        #expect(host.windowTitle == "Receipt for 12")
    }

    @Test func returnRunsTheDefaultActionAndEscapeTheCancelAction() {
        let host = ViewHost(Dialog(), width: 400, height: 300)
        host.press(.enter)
        host.step()
        #expect(host.texts.contains("save "))
        host.press(.escape)
        host.step()
        #expect(host.texts.contains("save , cancel"))
    }

    @Test func returnInAFieldSubmitsItThenRunsTheDefaultAction() {
        let host = ViewHost(Dialog(), width: 400, height: 300)
        host.click(text: "Name")
        host.type("Ada")
        host.press(.enter)
        host.step()
        #expect(host.texts.contains("submit Ada, save Ada"))
    }

    @Test func aNilShortcutRunsNothingAndCanBeSwitchedBackOn() {
        let host = ViewHost(Dialog(), width: 400, height: 300)
        host.press(.character("l"), modifiers: .control)
        host.step()
        #expect(host.texts.contains("later"))
        host.click(text: "Switch")
        host.step()
        host.press(.character("l"), modifiers: .control)
        host.step()
        #expect(host.texts.contains("later"))
        host.click(text: "Switch")
        host.step()
        host.press(.character("l"), modifiers: .control)
        host.step()
        #expect(host.texts.contains("later, later"))
    }

    @Test func presentationModeOutsideAPresentationIsNotPresentedAndDismissDoesNothing() {
        let host = ViewHost(Sheetlike(), width: 300, height: 200)
        #expect(host.texts.contains("root"))
        host.click(text: "Close")
        host.step()
        #expect(host.texts.contains("root"))
    }

    @Test func presentationModeDismissesThePresentationItIsIn() {
        final class Presentation {}
        let presentation = Presentation()
        var dismissals = 0
        let view = Sheetlike().environment(\.dismiss, DismissAction(for: presentation) { dismissals += 1 })
        let host = ViewHost(view, width: 300, height: 200)
        #expect(host.texts.contains("presented"))
        host.click(text: "Close")
        host.step()
        #expect(dismissals == 1)
    }

    @Test func shapeShorthandsClipAsTheirShapes() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).clipShape(.circle)
            Color.red.frame(width: 100, height: 100).clipShape(.capsule)
            Color.red.frame(width: 100, height: 100).clipShape(.rect(cornerRadius: 30))
            Color.red.frame(width: 100, height: 100).clipShape(.rect)
            Color.red.frame(width: 100, height: 50).clipShape(.ellipse)
        }
        let host = ViewHost(view.frame(width: 500, height: 100, alignment: .topLeading), width: 500, height: 100)
        for left in [0, 100, 200] {
            #expect(host.color(x: left + 2, y: 2) != host.color(x: left + 50, y: 50), "corner of shape at \(left) is clipped")
            #expect(host.color(x: left + 50, y: 50).r > 200)
        }
        #expect(host.color(x: 302, y: 2).r > 200, "a plain rect keeps its corners")
        #expect(host.color(x: 402, y: 2) != host.color(x: 450, y: 25))
    }
}
