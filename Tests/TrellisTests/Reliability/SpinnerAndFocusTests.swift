import Testing
import Trellis
import TrellisTesting

/// Two problems a new user met: a spinner scrolled into view stood still, and
/// focus asked for in `.onAppear` went nowhere.
/// A spinner at the top of a long page, or below the first screenful.
private struct SpinnerPage: View {
    let spinnerFirst: Bool

    var body: some View {
        ScrollView {
            VStack {
                if !spinnerFirst { Color.gray.frame(height: 900) }
                ProgressView()
                Text("Loading")
                if spinnerFirst { Color.gray.frame(height: 1200) }
            }
        }
    }
}

private struct SignIn: View {
    enum Field: Hashable { case name, password }
    @State private var name = ""
    @State private var password = ""
    @FocusState private var focused: Field?

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focused, equals: .name)
            SecureField("Password", text: $password).focused($focused, equals: .password)
            Text("Name: \(name)")
        }
        .onAppear { focused = .name }
    }
}

private struct OneField: View {
    @State private var query = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            TextField("Search", text: $query).focused($isFocused)
            Text("Query: \(query)")
        }
        .onAppear { isFocused = true }
    }
}

@MainActor
@Suite struct SpinnerAndFocusTests {
    @Test(arguments: [false, true])
    func aSpinnerScrolledIntoViewTurns(startsBelow: Bool) throws {
        let host = ViewHost(SpinnerPage(spinnerFirst: !startsBelow), width: 300, height: 400)
        host.step(frames: 10)
        host.scroll(dx: 0, dy: 800, x: 150, y: 200)
        if !startsBelow {
            // Away and back again.
            host.step(frames: 30)
            #expect(!host.texts.contains("Loading"))
            host.scroll(dx: 0, dy: -800, x: 150, y: 200)
        }
        host.step(frames: 5)
        let label = try #require(host.frame(ofText: "Loading"))
        // The spinner sits just above its label; compare its pixels a quarter-second apart.
        func spinnerPixels() -> [RGBA] {
            var pixels: [RGBA] = []
            for y in Int(label.minY) - 30..<Int(label.minY) - 4 {
                for x in Int(label.midX) - 14..<Int(label.midX) + 14 { pixels.append(host.color(x: x, y: y)) }
            }
            return pixels
        }
        let before = spinnerPixels()
        let drawn = before.filter { $0 != RGBA(r: 255, g: 255, b: 255) }.count
        #expect(drawn > 20, "the spinner is on screen: \(drawn) pixels")
        host.step(frames: 7)
        let after = spinnerPixels()
        let changed = zip(before, after).filter { $0 != $1 }.count
        #expect(changed > 20, "it turned: \(changed) pixels changed")
    }

    @Test func focusSetInOnAppearFocusesTheField() {
        let host = ViewHost(SignIn(), width: 300, height: 200)
        host.step(frames: 2)
        host.type("ada")
        #expect(host.texts.contains("Name: ada"), "\(host.texts)")
    }

    @Test func aBooleanFocusSetInOnAppearFocusesTheField() {
        let host = ViewHost(OneField(), width: 300, height: 200)
        host.step(frames: 2)
        host.type("swift")
        #expect(host.texts.contains("Query: swift"), "\(host.texts)")
    }
}
