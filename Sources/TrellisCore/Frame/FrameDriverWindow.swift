/// What a desktop window asks of the frames it shows: values given at the
/// root that change while it runs, and the sizes its content can take.
extension FrameDriver {
    /// The environment the root view sees.
    package var rootEnvironment: EnvironmentValues { graph.rootEnvironment }

    /// Changes the environment the root view sees (the desktop turned dark, the
    /// window lost the keyboard). Only views that read a changed value run again.
    package func updateRootEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var environment = graph.rootEnvironment
        change(&environment)
        graph.rootEnvironment = environment
        // The content's own `.preferredColorScheme` still wins over the desktop's.
        if let preferred = graph.preferredColorScheme { environment.colorScheme = preferred }
        graph.rootNode.receiveEnvironment(environment)
    }

    /// The smallest, the ideal and the largest size the content takes, in points:
    /// the limits a window fitted to its content keeps to, and the size it opens at. A side that can grow
    /// without end has an infinite largest size. Ask after a frame has run,
    /// so the content's bodies have been made.
    package func contentSizeLimits() -> (minimum: Size, ideal: Size, maximum: Size) {
        let root = graph.rootLayout
        let ideal = root.sizeThatFits(.unspecified, in: context)
        let smallest = root.sizeThatFits(.zero, in: context)
        let largest = root.sizeThatFits(ProposedSize(width: .infinity, height: .infinity), in: context)
        func finite(_ value: Double, or fallback: Double) -> Double { value.isFinite ? max(value, 0) : fallback }
        // Text offered no width wraps a word per line; the window need not be taller than the ideal.
        let minimum = Size(width: min(finite(smallest.width, or: 0), finite(ideal.width, or: 0)),
                           height: min(finite(smallest.height, or: 0), finite(ideal.height, or: 0)))
        let maximum = Size(width: max(finite(largest.width, or: .infinity), minimum.width),
                           height: max(finite(largest.height, or: .infinity), minimum.height))
        let fitted = Size(width: min(max(finite(ideal.width, or: 0), minimum.width), maximum.width),
                          height: min(max(finite(ideal.height, or: 0), minimum.height), maximum.height))
        return (minimum, fitted, maximum)
    }
}
