/// A view graph deeper than the stack can walk is cut off rather than
/// crashing: building, updating, tearing down and laying out all recurse
/// once per node, and a view nested some 10,000 levels deep (a recursive
/// view, or `AnyView` wrapping `AnyView` wrapping …) overflows the main
/// thread's stack. The node at the limit builds a placeholder instead of its
/// view, and one warning names the depth, so the rest of the window still
/// draws and takes input.
extension ViewNode {
    /// The deepest node that builds its view. Real interfaces stay within a
    /// few hundred nodes (each modifier is one); the limit leaves room for
    /// nested containers, whose layout takes more stack per node than the graph:
    /// 3,000 nested `VStack`s with padding needed between 8 and 10 MB of a debug
    /// build's stack at 2,000, and the main thread has 8 MB. A release build's
    /// frames are far smaller: 1,700 levels of `VStack` and padding (8,500
    /// nodes) built, laid out and drew in 8 MB, so it allows half that.
    #if DEBUG
    static let depthLimit = 1_000
    #else
    static let depthLimit = 4_000
    #endif

    /// Whether this node stands at the limit and shows a placeholder in place of its view.
    var isAtDepthLimit: Bool { depth == Self.depthLimit }

    /// Builds, in place of this node's view, an invisible placeholder with as
    /// many displayables as the view's type promises, so containers and lazy
    /// stacks that counted on them keep their offsets.
    func buildDepthLimitPlaceholder() {
        Diagnostics.warnOnce("view-depth-limit", """
            a view is nested more than \(Self.depthLimit) levels deep (\(type(of: view)) at depth \(depth)); \
            what lies deeper is not shown, as walking it would overflow the stack
            """)
        addChild(DepthLimitPlaceholder(displayables: type(of: view)._displayableCount ?? 0))
    }
}

/// What a node at the depth limit shows: empty, zero-sized displayables.
struct DepthLimitPlaceholder: View {
    let displayables: Int

    var body: some View {
        ForEach(0..<displayables, id: \.self) { _ in
            Color.clear.frame(width: 0, height: 0)
        }
    }
}
