/// A piece of user interface, described as a value.
///
/// Conform your own types by implementing ``body``. Trellis keeps a persistent
/// graph of the views you return and runs `body` again only when something it
/// read has changed.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }

    /// How many displayables this view produces, when its type alone decides it.
    ///
    /// `nil` means the count depends on the value (conditionals, `ForEach`).
    /// Lazy containers use this to skip the bodies of rows they do not show.
    static var _displayableCount: Int? { get }
}

extension View {
    /// Composite views produce whatever their body produces.
    public static var _displayableCount: Int? { Body._displayableCount }
}

extension Never: View {
    /// `Never` has no body; it marks a primitive view.
    public typealias Body = Never

    /// Never called: primitive views are built by the framework, not by `body`.
    public var body: Never { fatalError("Never has no body") }

    /// `Never` produces no displayables; this also ends the recursion for primitives.
    public static var _displayableCount: Int? { 0 }
}

extension View where Body == Never {
    /// Primitive views have no body: the framework builds them directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
