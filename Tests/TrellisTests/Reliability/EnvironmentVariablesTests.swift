import Foundation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// The `TRELLIS_*` variables: one registry, which `--help` prints and the README's table matches.
@Suite struct EnvironmentVariablesTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `TRELLIS_NAME` written in a Swift file under `Sources/` but the registry.
    private static func namesInSources() throws -> Set<String> {
        let sources = root.appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(pattern: "TRELLIS_[A-Z0-9_]*[A-Z0-9]")
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            // The registry names them all; what counts is the code that reads them.
            guard file.pathExtension == "swift", file.lastPathComponent != "EnvironmentVariables.swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range, in: text)!]))
            }
        }
        return names
    }

    /// Collapses runs of whitespace, as help text wrapped at any width reads the same.
    private static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func everyVariableReadInSourcesIsInTheRegistry() throws {
        let registered = Set(EnvironmentVariables.all.map(\.name))
        let read = try Self.namesInSources()
        #expect(read.count >= 16, "found \(read.sorted())")
        #expect(read.subtracting(registered).isEmpty, "read but not registered: \(read.subtracting(registered).sorted())")
        #expect(registered.subtracting(read).isEmpty, "registered but never read: \(registered.subtracting(read).sorted())")
        #expect(registered.count == EnvironmentVariables.all.count, "a variable is registered twice")
    }

    @Test func theReadmeTableIsTheRegistrys() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex(of: "| variable | effect | default |"), "no variables table in the README")
        let table = lines[header...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
        #expect(table == EnvironmentVariables.markdownTable)
        // No other table row names a variable the registry lacks.
        let rows = lines.filter { $0.hasPrefix("| `TRELLIS_") }
        #expect(rows.count == EnvironmentVariables.all.count, "\(rows)")
    }

    @Test func helpListsEveryVariableWithWhatItDoesAndItsDefault() throws {
        let run = try DemoRun.run("Hello", ["--help"])
        #expect(run.status == 0, "stderr: \(run.errors)")
        let help = Self.flattened(run.output)
        for variable in EnvironmentVariables.all {
            #expect(help.contains(Self.flattened(variable.assignment)), "\(variable.name) missing from --help")
            #expect(help.contains(Self.flattened(variable.summary.replacingOccurrences(of: "`", with: ""))),
                    "\(variable.name)'s description missing from --help")
        }
        #expect(help.contains("(default: 60)"), "\(help)")
    }

    /// A variable reads as `ProcessInfo` gives it, set or not, without
    /// copying the whole environment. The environment is only read: tests run
    /// side by side in one process, and some start programs that read it.
    @Test func aVariableReadsAsProcessInfoGivesIt() {
        let environment = ProcessInfo.processInfo.environment
        #expect(!environment.isEmpty)
        for name in environment.keys.sorted().prefix(40) {
            #expect(EnvironmentVariables.value(of: name) == environment[name], "\(name)")
        }
        let unset = "ENVIRONMENT_VARIABLES_TESTS_UNSET_\(getpid())"
        #expect(environment[unset] == nil && EnvironmentVariables.value(of: unset) == nil)
    }
}
