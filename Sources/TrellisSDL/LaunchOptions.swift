import Foundation

/// How a Trellis program was asked to run. `App.main()` fills it from the command line.
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
    /// Write a Chrome trace of every frame to this file (`--trace`); `TRELLIS_TRACE` does the same.
    public var trace: String?

    /// Default options: a window until it is closed.
    public init() {}
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
