@_spi(TrellisExtension) import TrellisCore

/// What a `.toolbar { … }` holds when it is written as items: `ToolbarItem`,
/// `ToolbarItemGroup`, or your own type that groups them, as in SwiftUI:
///
/// ```swift
/// struct EditingTools: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .primaryAction) { Button("Save") {} }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content this content's body returns.
    associatedtype Body: ToolbarContent

    /// The items this content is made of.
    @ToolbarContentBuilder var body: Body { get }

    /// The views these items show in the bar, each marked with its placement.
    /// Items the framework provides say this themselves; your own types
    /// show what their body shows.
    var _toolbarViews: AnyView { get }
}

extension ToolbarContent {
    /// Your own toolbar content shows what its body shows.
    public var _toolbarViews: AnyView { body._toolbarViews }
}

/// Toolbar content that a customisable toolbar (`.toolbar(id:)`) can hold:
/// items with ids.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {
    /// Never called: items the framework provides have no body.
    public var _toolbarViews: AnyView { fatalError("Never has no toolbar views") }
}

extension ToolbarContent where Body == Never {
    /// Items the framework provides have no body; they make their views themselves.
    public var body: Never { fatalError("\(Self.self) is a primitive toolbar item and has no body") }
}

extension View {
    /// Puts toolbar items in the bar at the top of the window, each where its
    /// placement says: `ToolbarItem`s, `ToolbarItemGroup`s and your own `ToolbarContent`.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()._toolbarViews))
    }

    /// A toolbar the user could customise on macOS; here its items show as written.
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(ToolbarModifier(items: content()._toolbarViews))
    }
}
