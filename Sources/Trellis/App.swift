import Foundation
import TrellisSDL

/// A Trellis program. Mark your conforming type with `@main`.
///
/// Every app understands `--help`, `--headless`, `--frames N`, `--screenshot PATH`
/// and `--size WxH`, so it can be checked on a machine with no display. Any other
/// argument is a mistake: the app says so, with a suggestion, and exits with status 2.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// Makes the app; called once at start-up.
    init()
    /// The app's windows.
    @SceneBuilder var body: Body { get }
}

extension App {
    /// Runs the app: reads the command line, opens the first scene's window and
    /// runs every window's frames on one loop until the last closes or Ctrl+Q.
    /// `--help` prints the options and exits 0; a wrong argument exits 2.
    ///
    /// Problems at start-up end the program with one readable line and exit code 1.
    public static func main() {
        do {
            let options = LaunchArguments.options(from: Array(CommandLine.arguments.dropFirst()))
            try Self().body._run(options: options)
        } catch {
            FileHandle.standardError.write(Data("trellis: error: \(error)\n".utf8))
            exit(1)
        }
    }
}
