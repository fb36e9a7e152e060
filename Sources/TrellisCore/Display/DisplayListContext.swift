/// What the nodes appending to a display list learn of the build the list is
/// for. It travels with the list, down every `appendGraphics(to:)`, so that
/// two windows' builds, or a build and a list made from scratch, never read
/// each other's: a process-wide "active builder" would be one window's at a time.
package struct DisplayListContext: Sendable {
    /// The builder that keeps this list from frame to frame, which copies the
    /// graphics of unmarked subtrees (`appendSubtree(to:)`) and keeps what a
    /// long stack drew; `nil` for a list made from scratch, where every node draws.
    package var builder: DisplayListBuilder?
    /// Whether long stacks draw every child rather than only their band, since
    /// something animates (`StackCulling`).
    package var drawsEveryRow = false

    /// The context of a list made from scratch, with culling on.
    package init() {}

    /// The context of a list `builder` builds, or of a list made from scratch
    /// with `builder` `nil`; `drawsEveryRow` while something animates.
    package init(builder: DisplayListBuilder?, drawsEveryRow: Bool) {
        self.builder = builder
        self.drawsEveryRow = drawsEveryRow
    }
}
