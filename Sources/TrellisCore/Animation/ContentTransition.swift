/// How a view's content animates when it changes inside an animated
/// transaction, as opposed to how the view comes and goes (`AnyTransition`).
///
/// For a `Text` whose string changes: `.opacity` (the default), `.interpolate`
/// and `.symbolEffect` cross-fade the old string into the new one in place;
/// `.numericText` rolls it, the old string sliding out upwards and fading as
/// the new one slides in from below (the other way when counting down);
/// `.identity` swaps it at once.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity, opacity, interpolate, symbolEffect
        case numeric(countsDown: Bool)
        case numericValue(Double)
    }

    let kind: Kind

    /// No animation: the new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Interpolates what can be; Trellis cross-fades texts whose strings differ.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// The symbol-effect transition; on a text, a cross-fade.
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbolEffect) }

    /// Rolls numeric text: new digits come up from below, or down from above when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: countsDown))
    }

    /// Rolls numeric text showing `value`: up when the value grows, down when it shrinks.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericValue(value))
    }

    /// How far the old content rises as it leaves, in heights of the text
    /// (negative: it sinks), when the content changes from under `old`; nil for no animation.
    func rise(from old: ContentTransition?) -> Double? {
        switch kind {
        case .identity: return nil
        case .opacity, .interpolate, .symbolEffect: return 0
        case .numeric(let countsDown): return countsDown ? -Self.roll : Self.roll
        case .numericValue(let value):
            guard case .numericValue(let before)? = old?.kind else { return Self.roll }
            return value < before ? -Self.roll : Self.roll
        }
    }

    /// Half a line: the rolling digits stay close to their line instead of crossing the next one.
    private static let roll = 0.5
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .opacity }
}

extension EnvironmentValues {
    /// How the content of the views here animates when it changes.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

/// Sets the content transition of each displayable.
struct ContentTransitionModifier: WrappingModifier {
    let transition: ContentTransition
    package func makeWrapper() -> GraphicDefaultLayout<ContentTransition> {
        GraphicDefaultLayout(value: transition) { if $0.contentTransition == nil { $0.contentTransition = $1 } }
    }
    package func configure(_ wrapper: GraphicDefaultLayout<ContentTransition>) { wrapper.value = transition }
}

extension View {
    /// Animates changes to the content of the views here with `transition`
    /// inside an animated transaction (`withAnimation`).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        ModifiedContent(content: self, modifier: ContentTransitionModifier(transition: transition))
            .environment(\.contentTransition, transition)
    }
}
