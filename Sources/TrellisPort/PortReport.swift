/// What `trellis port` tells the user at the end, and writes to PORTING.md:
/// what it found, what it changed, and what cannot work on Linux.
public struct PortReport: Sendable {
    /// The app, its sources, language mode and assets.
    public var found: [String] = []
    /// Each mechanical change, by file.
    public var changed: [String] = []
    /// Frameworks with no Linux counterpart, each with the files that import them.
    public var cannotWork: [String] = []
    /// Imports the package does not provide, which the compiler will judge.
    public var unchecked: [String] = []
    /// How to build and run the result.
    public var nextSteps: [String] = []

    /// The report as Markdown-ish text, for the terminal and PORTING.md.
    public var text: String {
        var sections: [String] = []
        func section(_ title: String, _ lines: [String], empty: String) {
            sections.append(title + "\n" + (lines.isEmpty ? "  " + empty : lines.map { "  - " + $0 }.joined(separator: "\n")))
        }
        section("Found:", found, empty: "nothing")
        section("Changed:", changed, empty: "no file needed a change; all are copied as they are")
        section("Cannot work on Linux:", cannotWork, empty: "nothing found")
        if !unchecked.isEmpty { section("Imports left for the compiler to check:", unchecked, empty: "") }
        section("Next:", nextSteps, empty: "")
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// `Framework: a.swift, b.swift` lines, sorted by framework.
    static func byFramework(_ uses: [String: [String]], note: (String) -> String) -> [String] {
        uses.keys.sorted().map { "\($0)\(note($0)): " + uses[$0]!.sorted().joined(separator: ", ") }
    }
}
