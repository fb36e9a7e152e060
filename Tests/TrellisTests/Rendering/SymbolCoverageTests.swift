import Foundation
import Testing
@testable import TrellisSDL

/// How many of the symbols real SwiftUI apps name Trellis can draw, from the
/// names collected in `docs/symbols/collected.tsv`.
@MainActor
@Suite struct SymbolCoverageTests {
    private static let collected = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/symbols/collected.tsv")

    /// The collected names with the number of times each was written.
    private func occurrences() throws -> [(name: String, count: Int)] {
        let text = try String(contentsOf: Self.collected, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard !line.hasPrefix("#"), fields.count >= 2, let count = Int(fields[1]) else { return nil }
            return (String(fields[0]), count)
        }
    }

    @Test func atLeast95PercentOfTheSymbolsRealAppsUseHaveAGlyph() throws {
        let library = SymbolLibrary()
        let names = try occurrences()
        #expect(names.count > 400, "the collection is read whole")
        let total = names.reduce(0) { $0 + $1.count }
        let drawn = names.filter { entry in
            SymbolCatalog.glyph(named: entry.name).map { library.hasGlyph($0.codepoint) } ?? false
        }.reduce(0) { $0 + $1.count }
        let coverage = Double(drawn) / Double(total)
        print("symbol coverage: \(drawn) of \(total) occurrences, \((coverage * 1000).rounded() / 10)%")
        #expect(coverage >= 0.95)
    }

    @Test func theTableIsReadFromItsDataFile() {
        // Names that only the data file maps (no Material glyph has these names).
        for name in ["globe", "person.crop.circle", "square.and.pencil", "ellipsis.circle"] {
            #expect(SymbolCatalog.glyph(named: name) != nil, "\(name)")
        }
    }

    @Test func aMalformedLineIsSkippedAndTheRestKept() {
        let table = SymbolCatalog.parse("star\tstar_border\tE83A\nbroken line\nheart\tfavorite\tE87D\n", source: "test.tsv")
        #expect(table.count == 2)
        #expect(table["heart"]?.codepoint == 0xE87D)
    }
}
