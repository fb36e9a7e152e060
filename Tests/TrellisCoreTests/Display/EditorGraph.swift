@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A `TextEditor` of 40 short lines in a view graph of its own, laid out with
/// fixed-pitch text and drawn once, each list checked against one built from
/// scratch: what the display tests type into and watch.
@MainActor
struct EditorGraph {
    /// The editor, as an app writes it.
    struct Notes: View {
        @State var text = (0..<40).map { "line \($0)" }.joined(separator: "\n")
        var body: some View {
            TextEditor(text: $text)
        }
    }

    let graph: ViewGraph
    let editor: MultilineTextLayout
    /// The list of the first frame.
    private(set) var first = DisplayList()
    private let size = Size(width: 300, height: 400)
    private let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())

    /// `content`, holding a `Notes`, built and drawn once.
    init(_ content: some View) throws {
        graph = ViewGraph(content: content)
        graph.displayBuilder.checksAgainstFreshBuild = true
        graph.update()
        graph.layOut(in: size, context: context)
        first = graph.updateDisplayList()
        editor = try Self.find(in: graph.windowLayout)
    }

    /// Lays out and builds the next list, as a frame does.
    func nextList() -> DisplayList {
        graph.update()
        graph.layOut(in: size, context: context)
        return graph.updateDisplayList()
    }

    /// The string a row's graphic draws, for a text.
    static func rowText(of graphic: Graphic) -> String? {
        if case .text(let run) = graphic.content { return run.string }
        return nil
    }

    private static func find(in node: LayoutNode) throws -> MultilineTextLayout {
        if let editor = node as? MultilineTextLayout { return editor }
        for child in node.children { if let found = try? find(in: child) { return found } }
        throw EditorNotFound()
    }

    private struct EditorNotFound: Error {}
}
