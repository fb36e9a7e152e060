@_spi(TrellisExtension) import TrellisCore

/// Builds toolbar content from items written one after another, with `if`,
/// `if`/`else` and `switch`, as `@ViewBuilder` builds views.
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
    /// One item stands for itself.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Several items, in the order written.
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent(repeat each content)
    }

    /// Each item as written.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// `if` without `else`: the items are present or absent.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(content: content)
    }

    /// The `if` branch of an `if`/`else`, or the first `case` of a `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> ConditionalToolbarContent<TrueContent, FalseContent> {
        ConditionalToolbarContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> ConditionalToolbarContent<TrueContent, FalseContent> {
        ConditionalToolbarContent(storage: .falseContent(second))
    }
}

/// Several toolbar items, one after another.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent {
    /// No body: the parts make their views.
    public typealias Body = Never
    let value: (repeat each Content)

    init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    /// Each part's views, in order.
    public var _toolbarViews: AnyView { AnyView(ToolbarParts(value: (repeat each value))) }
}

/// The views of several toolbar items one after another, as `TupleView` has
/// the views of a block: each part keeps its own child, so an update reaches
/// each part in place.
struct ToolbarParts<each Content: ToolbarContent>: View, PrimitiveView {
    let value: (repeat each Content)

    package static var _displayableCount: Int? { nil }

    package func makeNode(_ node: ViewNode) {
        for part in repeat each value {
            node.addChild(part._toolbarViews)
        }
    }

    package func updateNode(_ node: ViewNode) {
        var index = 0
        for part in repeat each value {
            node.children[index].update(to: part._toolbarViews)
            index += 1
        }
    }
}

extension TupleToolbarContent: CustomizableToolbarContent where repeat each Content: CustomizableToolbarContent {}

/// Toolbar items that an `if` without `else` shows or leaves out.
public struct OptionalToolbarContent<Content: ToolbarContent>: ToolbarContent {
    /// No body: the content makes its views.
    public typealias Body = Never
    let content: Content?

    /// The content's views, or none.
    public var _toolbarViews: AnyView { AnyView(content.map { $0._toolbarViews }) }
}

extension OptionalToolbarContent: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

/// Toolbar items from one branch of an `if`/`else` or `switch`.
public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    /// No body: the branch makes its views.
    public typealias Body = Never
    let storage: Storage

    /// The views of the branch taken; the type stays the same either way, so
    /// switching branches replaces the views as an `if` in a view does.
    public var _toolbarViews: AnyView {
        switch storage {
        case .trueContent(let content):
            AnyView(ViewBuilder.buildEither(first: content._toolbarViews) as _ConditionalContent<AnyView, AnyView>)
        case .falseContent(let content):
            AnyView(ViewBuilder.buildEither(second: content._toolbarViews) as _ConditionalContent<AnyView, AnyView>)
        }
    }
}

extension ConditionalToolbarContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}
