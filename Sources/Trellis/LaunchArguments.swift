import ArgumentParser
@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// The command line every Trellis app understands, parsed by swift-argument-parser
/// so `--help` and a misspelt option get its messages and suggestions.
struct LaunchArguments: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
        commandName: URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent,
        abstract: "A Trellis app: a SwiftUI-style window drawn with SDL.",
        discussion: EnvironmentVariables.helpText)
    }

    @Flag(help: "Draw without a window: SDL's dummy video driver and the software renderer.")
    var headless = false

    @Option(help: ArgumentHelp("Run this many frames, then exit 0.", valueName: "count"))
    var frames: Int?

    @Option(help: ArgumentHelp("Write the last frame as a PNG to this path and print the path.", valueName: "path"))
    var screenshot: String?

    @Option(help: ArgumentHelp("The window size in points.", valueName: "WIDTHxHEIGHT"))
    var size: String?

    @Option(help: ArgumentHelp("Write a Chrome trace of the frames (Perfetto opens it) to this path.", valueName: "path"))
    var trace: String?

    func validate() throws {
        if let frames, frames <= 0 { throw ValidationError("--frames needs a positive whole number, as in --frames 3") }
        if let trace, trace.isEmpty { throw ValidationError("--trace needs a file path, as in --trace frames.json") }
        if let screenshot, screenshot.isEmpty { throw ValidationError("--screenshot needs a file path, as in --screenshot hello.png") }
        if let size, Self.dimensions(size) == nil { throw ValidationError("--size needs WIDTHxHEIGHT, as in --size 800x600") }
    }

    static func dimensions(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { return nil }
        return (parts[0], parts[1])
    }

    /// The options these arguments ask for.
    var options: LaunchOptions {
        var options = LaunchOptions()
        options.headless = headless
        options.frames = frames ?? (headless ? 1 : nil)
        options.screenshot = screenshot
        options.trace = trace
        if let size, let dimensions = Self.dimensions(size) {
            (options.width, options.height) = dimensions
            options.sizeIsExplicit = true
        }
        return options
    }

    /// Parses `arguments` (without the program name). Help ends the program with
    /// status 0 and any mistake with status 2, each with ArgumentParser's message.
    static func options(from arguments: [String]) -> LaunchOptions {
        do {
            return try parse(arguments).options
        } catch {
            let success = exitCode(for: error) == .success
            let message = fullMessage(for: error)
            if success {
                print(helpMessage())
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data("\(message)\n".utf8))
            Foundation.exit(2)
        }
    }
}
