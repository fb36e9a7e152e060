import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct RadioGroupPickerTests {
    enum Flavour: String, CaseIterable, Identifiable {
        case vanilla = "Vanilla", chocolate = "Chocolate", strawberry = "Strawberry"
        var id: Self { self }
    }

    struct Chooser: View {
        @State private var flavour = Flavour.vanilla
        let inline: Bool
        var body: some View {
            VStack(alignment: .leading) {
                if inline {
                    Picker("Flavour", selection: $flavour) {
                        ForEach(Flavour.allCases) { Text($0.rawValue) }
                    }
                    .pickerStyle(.inline)
                } else {
                    Picker("Flavour", selection: $flavour) {
                        ForEach(Flavour.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.radioGroup)
                }
                Text("Chose \(flavour.rawValue)")
            }
            .frame(width: 300, height: 200, alignment: .topLeading)
        }
    }

    private func frame(_ text: String, in host: ViewHost<some View>) throws -> CGRect {
        try #require(host.frame(ofText: text), "no text \(text) in \(host.texts)")
    }

    @Test func optionsStandInAColumnWithACircleBeforeEach() throws {
        let host = ViewHost(Chooser(inline: false), width: 300, height: 200)
        let vanilla = try frame("Vanilla", in: host), chocolate = try frame("Chocolate", in: host)
        let strawberry = try frame("Strawberry", in: host)
        #expect(vanilla.minX == chocolate.minX && chocolate.minX == strawberry.minX, "one column")
        #expect(vanilla.maxY < chocolate.minY && chocolate.maxY < strawberry.minY)
        let tint = RGBA(r: 0, g: 122, b: 255)
        // The selected option's circle is tinted; the others are white with an edge.
        #expect(host.color(x: Int(vanilla.minX) - 19, y: Int(vanilla.midY)) == tint)
        #expect(host.color(x: Int(chocolate.minX) - 19, y: Int(chocolate.midY)) == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func aClickOrTheArrowKeysChoose() throws {
        let host = ViewHost(Chooser(inline: false), width: 300, height: 200)
        host.click(text: "Strawberry")
        #expect(host.texts.contains("Chose Strawberry"))
        let chocolate = try frame("Chocolate", in: host)
        host.click(x: chocolate.minX - 14, y: chocolate.midY)
        #expect(host.texts.contains("Chose Chocolate"), "a click on the circle picks it too")
        host.press(.up)
        #expect(host.texts.contains("Chose Vanilla"))
        host.press(.down)
        host.press(.down)
        #expect(host.texts.contains("Chose Strawberry"))
    }

    @Test func inlineOptionsFromAForEachStandForTheirIDs() throws {
        let host = ViewHost(Chooser(inline: true), width: 300, height: 200)
        host.click(text: "Chocolate")
        #expect(host.texts.contains("Chose Chocolate"), "\(host.texts)")
        #expect(try frame("Vanilla", in: host).minX == frame("Chocolate", in: host).minX)
    }
}
