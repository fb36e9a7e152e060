import Testing
import Trellis
import TrellisTesting

/// A hostile view with a working button and a counter next to it: every
/// reliability test checks that the rest of the window still draws and
/// still takes clicks, whatever the hostile view does.
struct BesideAButton<Hostile: View>: View {
    let hostile: Hostile
    @State private var taps = 0

    var body: some View {
        VStack {
            hostile
            Button("Tap") { taps += 1 }
            Text("Taps: \(taps)")
        }
    }
}

extension ViewHost {
    /// Clicks the button beside the hostile view and checks that the count went up.
    func expectTheButtonBesideWorks(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(texts.contains("Tap"), "the button beside is drawn", sourceLocation: sourceLocation)
        #expect(texts.contains("Taps: 0"), sourceLocation: sourceLocation)
        click(text: "Tap", sourceLocation: sourceLocation)
        #expect(texts.contains("Taps: 1"), "the button beside takes clicks", sourceLocation: sourceLocation)
    }
}
