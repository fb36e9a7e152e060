import Foundation
import Testing
import TrellisSDL
import Trellis

/// Runs a built demo as its own process, the way a person would.
struct DemoRun {
    let status: Int32
    let output: String
    let errors: String

    /// The demos are built next to the test bundle.
    static func executable(_ name: String) -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var directory = Bundle.main.bundleURL
        for candidate in [bundle, directory] where FileManager.default.fileExists(atPath: candidate.appendingPathComponent(name).path) {
            directory = candidate
        }
        return directory.appendingPathComponent(name)
    }

    static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:],
                    removing: [String] = []) throws -> DemoRun {
        let process = Process()
        process.executableURL = executable(name)
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for key in removing { merged[key] = nil }
        merged.merge(environment) { $1 }
        process.environment = merged
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return DemoRun(status: process.terminationStatus,
                       output: String(decoding: outData, as: UTF8.self),
                       errors: String(decoding: errData, as: UTF8.self))
    }
}

@Suite struct DemoProcessTests {
    private func temporaryPNG() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID()).png")
    }

    @Test func helloHeadlessWritesAScreenshot() throws {
        let url = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try DemoRun.run("Hello", ["--headless", "--frames", "3", "--screenshot", url.path])
        #expect(run.status == 0, "stderr: \(run.errors)")
        #expect(run.output.contains(url.lastPathComponent))
        let image = try PixelImage(contentsOf: url)
        #expect(image.width == 800 && image.height == 600)
        #expect(image[400, 312] == RGBA(r: 255, g: 59, b: 48))
    }

    @Test func withoutADisplayItExplainsAndExitsOne() throws {
        let run = try DemoRun.run("Hello", [], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(run.status == 1)
        #expect(run.errors.contains("DISPLAY"))
        #expect(run.errors.contains("--headless"))
        #expect(run.errors.split(separator: "\n").count == 1, "one clear line, no crash trace: \(run.errors)")
    }

    @Test func aMissingFontFallsBackWithOneWarning() throws {
        let url = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try DemoRun.run("Hello", ["--headless", "--screenshot", url.path],
                                  environment: ["TRELLIS_FONT": "/nonexistent/Missing.ttf"])
        #expect(run.status == 0, "stderr: \(run.errors)")
        let warnings = run.errors.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("/nonexistent/Missing.ttf") == true)
        // The text was still drawn with the fallback font: some pixel near the top of the content is dark.
        let image = try PixelImage(contentsOf: url)
        let dark = image.pixels.contains { $0.r < 100 && $0.g < 100 && $0.b < 100 }
        #expect(dark)
    }

    @Test func aBadArgumentIsExplained() throws {
        let run = try DemoRun.run("Hello", ["--headless", "--frames", "zero"])
        #expect(run.status == 2, "a command-line mistake exits 2, as swift-argument-parser tools do for usage")
        #expect(run.errors.contains("The value 'zero' is invalid for '--frames <count>'"), "stderr: \(run.errors)")
        let none = try DemoRun.run("Hello", ["--headless", "--frames", "0"])
        #expect(none.status == 2)
        #expect(none.errors.contains("--frames needs a positive whole number"), "stderr: \(none.errors)")
    }
}

@Suite struct StartupErrorTests {
    @Test func anSDLFailureCarriesSDLsOwnText() throws {
        let run = try DemoRun.run("Hello", [], environment: ["SDL_VIDEODRIVER": "no-such-driver", "DISPLAY": ":0"])
        #expect(run.status == 1)
        #expect(run.errors.contains("Could not start SDL video: "))
        #expect(run.errors.lowercased().contains("no-such-driver") || run.errors.contains("available"),
                "SDL's reason is in the message: \(run.errors)")
    }
}

@Suite struct DemoCommandLineTests {
    static let demos = ["Hello", "Counter", "Todo", "Gallery", "Rows", "RenderCheck", "Navigation", "Presentation", "Forms", "Tables"]

    @Test(arguments: demos) func everyDemoAnswersHelp(_ demo: String) throws {
        let run = try DemoRun.run(demo, ["--help"])
        #expect(run.status == 0, "stderr: \(run.errors)")
        #expect(run.output.contains("--headless") && run.output.contains("--screenshot") && run.output.contains("TRELLIS_ASSETS"))
        #expect(run.output.contains("USAGE: \(demo)"))
    }

    @Test(arguments: demos) func aMisspeltOptionIsAnErrorWithASuggestion(_ demo: String) throws {
        let run = try DemoRun.run(demo, ["--headles"])
        #expect(run.status == 2)
        #expect(run.errors.contains("Did you mean '--headless'?"), "stderr: \(run.errors)")
    }

    @Test func aBadValueIsAnErrorThatSaysWhatItNeeds() throws {
        let run = try DemoRun.run("Hello", ["--headless", "--size", "wide"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--size needs WIDTHxHEIGHT"), "stderr: \(run.errors)")
    }
}
