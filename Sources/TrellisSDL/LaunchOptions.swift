import Foundation

/// How a Trellis program was asked to run, from its command line and environment.
public struct LaunchOptions: Sendable, Equatable {
    /// Draw without a window, through SDL's dummy video driver and the software renderer.
    public var headless = false
    /// Stop after this many frames; `nil` runs until the window closes.
    public var frames: Int?
    /// Write the last frame here as a PNG before exiting.
    public var screenshot: String?
    /// The window's size in points.
    public var width = 800
    /// The window's size in points.
    public var height = 600
    /// Whether `--size` chose the size, which then wins over a scene's default size.
    public var sizeIsExplicit = false

    /// Default options: a window until it is closed.
    public init() {}

    /// Reads `--headless`, `--frames N`, `--screenshot PATH` and `--size WxH`.
    /// Unknown arguments are left for the program.
    public init(arguments: [String]) throws {
        var remaining = arguments.dropFirst()
        while let argument = remaining.popFirst() {
            switch argument {
            case "--headless":
                headless = true
            case "--frames":
                guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
                    throw LaunchError("--frames needs a positive whole number, as in --frames 3")
                }
                frames = count
            case "--screenshot":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw LaunchError("--screenshot needs a file path, as in --screenshot hello.png")
                }
                screenshot = value
            case "--size":
                let parts = remaining.popFirst()?.split(separator: "x").compactMap { Int($0) } ?? []
                guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
                    throw LaunchError("--size needs WIDTHxHEIGHT, as in --size 800x600")
                }
                width = parts[0]
                height = parts[1]
                sizeIsExplicit = true
            default:
                continue
            }
        }
        if headless && frames == nil { frames = 1 }
    }
}

/// A command-line or start-up problem, explained for a person.
public struct LaunchError: Error, CustomStringConvertible {
    /// The explanation.
    public let description: String

    /// Makes an error with `description`.
    public init(_ description: String) {
        self.description = description
    }
}
