/// Carries the value a picker option stands for.
@MainActor
package final class TagLayout: WrapperLayout {
    /// The value the option stands for.
    package var tag: AnyHashable

    /// A wrapper standing for `tag`.
    package init(tag: AnyHashable) {
        self.tag = tag
    }
}

/// A tag value that modifiers can compare from any isolation.
package struct TagValue: Hashable, @unchecked Sendable {
    // Tags are plain values (enums, strings, numbers) that are never mutated.
    package let value: AnyHashable

    /// Every stored property, as the memberwise initialiser takes them: Swift gives
    /// that one no access beyond the module, and the widget library makes these too.
    package init(value: AnyHashable) {
        self.value = value
    }
}

/// Gives each displayable of its content a tag.
package struct TagModifier: WrappingModifier {
    let tag: TagValue
    package func makeWrapper() -> TagLayout { TagLayout(tag: tag.value) }
    package func configure(_ wrapper: TagLayout) { wrapper.tag = tag.value }

    /// Every stored property, as the memberwise initialiser takes them: Swift gives
    /// that one no access beyond the module, and the widget library makes these too.
    package init(tag: TagValue) {
        self.tag = tag
    }
}

extension View {
    /// The value this view stands for among a picker's options.
    public func tag<Value: Hashable>(_ tag: Value) -> some View {
        ModifiedContent(content: self, modifier: TagModifier(tag: TagValue(value: AnyHashable(tag))))
    }
}
