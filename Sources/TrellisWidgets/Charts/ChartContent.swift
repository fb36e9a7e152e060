@_spi(TrellisExtension) import TrellisCore

/// Something a `Chart` draws: a mark, marks for each element of a
/// collection (`ForEach`), or several of those.
@MainActor
public protocol ChartContent {
    /// Adds this content's marks, in order.
    func _plot(into marks: inout ChartMarks)
}

/// The marks of a chart, gathered from its content.
public struct ChartMarks {
    /// Every mark, in the order the content gave them.
    var marks: [PlottedMark] = []
    /// The labels of the values on each axis and of the series, from the first mark that names them.
    var xLabel: String?
    var yLabel: String?
}

/// One mark, resolved to values.
struct PlottedMark {
    enum Kind: Hashable { case line, bar, area, point }
    var kind: Kind
    var x: ChartValue
    var y: ChartValue
    /// The series it belongs to, from `.foregroundStyle(by:)`.
    var series: String?
    /// Its own colour, from `.foregroundStyle(_:)`.
    var color: Color?
}

/// Builds chart content from the marks written in a block.
@MainActor
@resultBuilder
public enum ChartContentBuilder {
    /// A mark or other content, as written.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    /// An empty block.
    public static func buildBlock() -> ChartContentTuple<> { ChartContentTuple() }
    /// One piece of content.
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
    /// Several pieces of content, in order.
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> ChartContentTuple<repeat each Content> {
        ChartContentTuple(repeat each content)
    }
    /// Content written under an `if` without an `else`.
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(first: First) -> ChartEitherContent<First, Second> {
        ChartEitherContent(choice: .first(first))
    }
    /// The second branch of an `if`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second) -> ChartEitherContent<First, Second> {
        ChartEitherContent(choice: .second(second))
    }
    /// Content made by a `for` loop.
    public static func buildArray<Content: ChartContent>(_ content: [Content]) -> [Content] { content }
}

/// Several pieces of chart content, one after another.
public struct ChartContentTuple<each Content: ChartContent>: ChartContent {
    let value: (repeat each Content)

    init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    /// Each part's marks, in order.
    public func _plot(into marks: inout ChartMarks) {
        for part in repeat each value { part._plot(into: &marks) }
    }
}

/// One of two pieces of chart content, as an `if` chose.
public struct ChartEitherContent<First: ChartContent, Second: ChartContent>: ChartContent {
    enum Choice {
        case first(First)
        case second(Second)
    }

    let choice: Choice

    /// The chosen branch's marks.
    public func _plot(into marks: inout ChartMarks) {
        switch choice {
        case .first(let content): content._plot(into: &marks)
        case .second(let content): content._plot(into: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// The marks of the content, when there is some.
    public func _plot(into marks: inout ChartMarks) {
        self?._plot(into: &marks)
    }
}

extension Array: ChartContent where Element: ChartContent {
    /// Each element's marks, in order.
    public func _plot(into marks: inout ChartMarks) {
        for element in self { element._plot(into: &marks) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// The marks made for each element, in order.
    public func _plot(into marks: inout ChartMarks) {
        for element in data { content(element)._plot(into: &marks) }
    }
}

extension TupleView: ChartContent where repeat each Content: ChartContent {
    /// Several marks written for one element of a `ForEach`, in order.
    public func _plot(into marks: inout ChartMarks) {
        for part in repeat each value { part._plot(into: &marks) }
    }
}
