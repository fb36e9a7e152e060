/// Carries the value a picker option stands for.
@MainActor
package final class TagLayout: WrapperLayout {
    package var tag: AnyHashable

    package init(tag: AnyHashable) {
        self.tag = tag
    }
}

/// A tag value that modifiers can compare from any isolation.
struct TagValue: Hashable, @unchecked Sendable {
    // Tags are plain values (enums, strings, numbers) that are never mutated.
    let value: AnyHashable
}

/// Gives each displayable of its content a tag.
struct TagModifier: WrappingModifier {
    let tag: TagValue
    func makeWrapper() -> TagLayout { TagLayout(tag: tag.value) }
    func configure(_ wrapper: TagLayout) { wrapper.tag = tag.value }
}

extension View {
    /// The value this view stands for among a picker's options.
    public func tag<Value: Hashable>(_ tag: Value) -> some View {
        ModifiedContent(content: self, modifier: TagModifier(tag: TagValue(value: AnyHashable(tag))))
    }
}
