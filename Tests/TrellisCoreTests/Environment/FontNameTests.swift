import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Suite struct FontNameTests {
    /// A custom name survives being kept as a number: fonts with the same name
    /// are equal and hash alike, other names and the system face differ, and
    /// clearing the name gives the system face back.
    @Test func namesRoundTripAndCompareAsStrings() {
        let serif = Font.custom("DejaVu Serif", size: 14)
        #expect(serif.name == "DejaVu Serif")
        #expect(serif == Font.custom("DejaVu Serif", size: 14))
        #expect(serif.hashValue == Font.custom("DejaVu Serif", size: 14).hashValue)
        #expect(serif != Font.custom("DejaVu Sans", size: 14))
        #expect(serif != Font.custom("DejaVu Serif", size: 15))
        var cleared = serif
        cleared.name = nil
        #expect(cleared.name == nil)
        #expect(cleared == Font(size: 14, weight: serif.weight, isItalic: serif.isItalic, design: serif.design))
        #expect(Font.custom("", size: 14).name == "")
    }

    /// Names made on many threads at once get one number each.
    @Test func namesFromManyThreadsAgree() async {
        let names = (0..<50).map { "Family \($0)" }
        let fonts = await withTaskGroup(of: [Font].self) { group in
            for _ in 0..<8 {
                group.addTask { names.map { Font.custom($0, size: 12) } }
            }
            var all: [[Font]] = []
            for await made in group { all.append(made) }
            return all
        }
        #expect(fonts.count == 8)
        for made in fonts {
            #expect(made == fonts[0])
            #expect(made.map(\.name) == names)
        }
    }
}
