/// Builds views from the statements of a closure or a `body`.
///
/// Blocks of any length become one ``TupleView`` through a parameter pack, so
/// there is no ten-child limit. The one-line builders are inlinable, as
/// SwiftUI's are: a body built in the caller's module then makes its
/// conditional content with its own types, not through generic code that
/// looks up their metadata for every row of a list.
@MainActor @resultBuilder
public enum ViewBuilder {
    /// An empty block builds nothing.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single statement is passed through unchanged, so `var body: Never`
    /// in a primitive view still type-checks.
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several statements become one tuple view whose displayables follow one another.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// Each expression must be a view.
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`: the content is present or absent.
    @inlinable
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or the first `case` of a `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` erases its content, since its type may not exist everywhere.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }

    /// `for` loops inside a builder: each iteration becomes one element, identified by position.
    public static func buildArray<Content: View>(_ contents: [Content]) -> ForEach<Range<Int>, Int, Content> {
        ForEach(contents.indices, id: \.self) { contents[$0] }
    }
}
