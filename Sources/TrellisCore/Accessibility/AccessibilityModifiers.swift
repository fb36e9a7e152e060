/// SwiftUI's accessibility modifiers. Each wraps the view's displayables in an
/// `AccessibilityLayout`, which nothing reads until an accessibility tree is built.
extension View {
    private func accessibilityOverride(_ change: (inout AccessibilityOverrides) -> Void) -> some View {
        var overrides = AccessibilityOverrides()
        change(&overrides)
        return modifier(AccessibilityModifier(overrides: overrides))
    }

    /// Names the view for assistive technology, in place of what it shows.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityOverride { $0.label = label.content }
    }

    /// Names the view for assistive technology with the text of `labelKey`.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Names the view for assistive technology with `label`.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// Gives the view a value that assistive technology reads after its name.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibilityOverride { $0.value = valueDescription.content }
    }

    /// Gives the view the value of `valueKey`.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// Gives the view the value `value`.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }

    /// Tells what using the view does, read after a pause (AT-SPI's description).
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibilityOverride { $0.hint = hint.content }
    }

    /// Tells what using the view does, with the text of `hintKey`.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// Tells what using the view does.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    /// Gives the view an identifier that tests find it by; never read aloud.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibilityOverride { $0.identifier = identifier }
    }

    /// Gives the view other names people call it by, most important first:
    /// a button whose label changes all the time keeps a name to be asked for.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibilityOverride { $0.inputLabels = inputLabels.map(\.content) }
    }

    /// Gives the view other names, from the texts of `inputLabelKeys`.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// Gives the view other names people call it by.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibilityInputLabels(inputLabels.map { Text($0) })
    }

    /// Sets where the view's element comes among the elements of its container:
    /// higher numbers first, 0 by default, equal ones in reading order.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibilityOverride { $0.sortPriority = sortPriority }
    }

    /// Adds traits to the view's element: `.isHeader` makes it a heading, `.isButton` a button.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityOverride { $0.addedTraits = traits }
    }

    /// Removes traits from the view's element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityOverride { $0.removedTraits = traits }
    }

    /// Makes the view a heading of `level`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityOverride { $0.headingLevel = level }
    }

    /// Hides the view, and everything in it, from assistive technology while `hidden`.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibilityOverride { $0.isHidden = hidden }
    }

    /// Makes the view one accessibility element: its children hidden
    /// (`.ignore`, the default), merged into it (`.combine`) or kept inside it (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityOverride { $0.children = children }
    }

    /// Adds an action of `actionKind` (the element's main one by default) that runs `handler`.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityOverride { $0.actions = [(actionKind.name, handler)] }
    }

    /// Adds an action that assistive technology lists as `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityOverride { $0.actions = [(name.content, handler)] }
    }

    /// Adds an action that assistive technology lists with the text of `nameKey`.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an action that assistive technology lists as `name`.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Lets assistive technology step the view's value up and down, through `handler`.
    public func accessibilityAdjustableAction(_ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibilityOverride { $0.adjust = handler }
    }

    /// Adds `states` to the element the view is, for a control whose state no
    /// SwiftUI modifier says (a formatted field's text that does not parse).
    package func accessibilityStates(_ states: AccessibilityStates) -> some View {
        accessibilityOverride { $0.addedStates = states }
    }

    /// Applies a control's own role and value, as SwiftUI's controls supply theirs.
    package func accessibilityControl(_ role: AccessibilityRole, label: String? = nil, children: AccessibilityChildBehavior? = nil,
                              range: AccessibilityRange? = nil, value: String? = nil) -> some View {
        accessibilityOverride {
            $0.role = role
            $0.label = label
            $0.children = children
            $0.range = range
            $0.value = value
        }
    }
}
