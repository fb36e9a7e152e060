import Testing
import Trellis
import TrellisTesting

private struct Fruit: View {
    var body: some View {
        List(["Apple", "Banana", "Cherry"], id: \.self) { Text($0) }
            .preferredColorScheme(.dark)
    }
}

/// A list's own chrome follows a colour scheme chosen after its first frame.
@MainActor
@Suite struct ListColorSchemeTests {
    @Test func separatorsTakeTheDarkColourWhenDarkIsPreferred() throws {
        let host = ViewHost(Fruit(), width: 300, height: 200)
        let apple = try #require(host.frame(ofText: "Apple"))
        let banana = try #require(host.frame(ofText: "Banana"))
        let column = (Int(apple.maxY)..<Int(banana.minY)).map { host.color(x: 150, y: $0) }
        let light = RGBA(r: 198, g: 198, b: 200), dark = RGBA(r: 56, g: 56, b: 58)
        #expect(!column.contains(light), "\(column)")
        #expect(column.contains(dark), "\(column)")
    }
}
