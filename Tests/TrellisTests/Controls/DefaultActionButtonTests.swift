import Testing
import Trellis
import TrellisTesting

private struct SaveDialog: View {
    @State private var log = ""

    var body: some View {
        VStack {
            Text("Log: \(log)")
            HStack {
                Button("Cancel") { log += "c" }.keyboardShortcut(.cancelAction)
                Button("Save") { log += "s" }.keyboardShortcut(.defaultAction)
                Button("Later") { log += "l" }.keyboardShortcut(.return, modifiers: [])
                Button("Other") { log += "o" }.keyboardShortcut("o")
            }
        }
    }
}

/// A button Return runs is drawn in the accent colour, as a Mac dialog's default button.
@MainActor
@Suite struct DefaultActionButtonTests {
    /// The colour just inside a button's left edge, level with its title, where only the fill shows.
    private func fill(of title: String, in host: ViewHost<SaveDialog>) throws -> RGBA {
        let frame = try #require(host.frame(ofText: title))
        return host.color(x: Int(frame.minX) - 4, y: Int(frame.midY))
    }

    private func isAccent(_ color: RGBA) -> Bool {
        abs(Int(color.r) - 0) < 12 && abs(Int(color.g) - 122) < 12 && abs(Int(color.b) - 255) < 12
    }

    @Test func onlyTheDefaultActionButtonIsProminent() throws {
        let host = ViewHost(SaveDialog(), width: 500, height: 200)
        let save = try fill(of: "Save", in: host)
        let later = try fill(of: "Later", in: host)
        let cancel = try fill(of: "Cancel", in: host)
        let other = try fill(of: "Other", in: host)
        #expect(isAccent(save), "\(save)")
        #expect(isAccent(later), "Return alone is the default action, however it is written")
        #expect(!isAccent(cancel))
        #expect(!isAccent(other))
        host.press(.enter)
        host.step()
        #expect(host.texts.contains("Log: s"), "\(host.texts)")
    }
}
