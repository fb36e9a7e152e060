import Testing
import Trellis
import TrellisTesting

/// The articles' modifier with state of its own that fades in on appear.
private struct Featured: ViewModifier {
    let log: Log
    @State private var highlighted = false
    func body(content: Content) -> some View {
        VStack {
            content
            Text(highlighted ? "Featured" : "Plain")
        }
        .onAppear { highlighted = true }
    }
}

extension View {
    fileprivate func featured(log: Log) -> some View {
        modifier(Featured(log: log))
    }
}

/// A modifier whose content changes while its own state stays.
private struct Tally: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        HStack {
            content
            Button("Taps \(taps)") { taps += 1 }
        }
    }
}

private struct Card<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var body: some View {
        VStack {
            content
        }
        .padding(8)
        .border(Color.gray)
    }
}

extension Card where Content == Text {
    init(_ title: String) {
        self.init { Text(title) }
    }
}

private struct TallyHost: View {
    let flag: Flag
    var body: some View {
        Text(flag.value ? "On" : "Off").modifier(Tally())
    }
}

@MainActor
@Suite struct ModifierTests {
    @Test func aModifierWithStateRunsItsOnAppear() {
        let host = ViewHost(Text("Item").modifier(Featured(log: Log())))
        #expect(host.texts == ["Item", "Featured"])
        let viaExtension = ViewHost(Text("Item").featured(log: Log()))
        #expect(viaExtension.texts == ["Item", "Featured"])
    }

    @Test func aModifierKeepsItsStateWhenItsContentChanges() {
        let flag = Flag()
        let host = ViewHost(TallyHost(flag: flag))
        host.click(text: "Taps 0")
        flag.value = false
        host.step()
        #expect(host.texts == ["Off", "Taps 1"])
    }

    @Test func aCustomContainerTakesABuilderOrAString() {
        let built = ViewHost(Card { Text("One"); Text("Two") })
        #expect(built.texts == ["One", "Two"])
        let titled = ViewHost(Card("Title"))
        #expect(titled.texts == ["Title"])
    }
}
