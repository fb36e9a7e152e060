/// Assistive technologies a view can follow the focus of.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    /// The option set's bits.
    public let rawValue: Int
    /// Makes a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A screen reader: VoiceOver on a Mac, Orca on a Linux desktop.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
    /// Switch Control, which has no counterpart on a Linux desktop.
    public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

/// Where a screen reader's focus is, as a value a view owns and can set.
///
/// Bind it to views with `.accessibilityFocused($flag)` or
/// `.accessibilityFocused($field, equals: .name)`. Setting it moves the
/// reader to that view, which it then reads, even a text that takes no
/// keyboard focus; it follows the reader as the user moves it (AT-SPI's
/// `GrabFocus`) and as keyboard focus moves, which the reader follows.
@MainActor @preconcurrency @propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// The binding `.accessibilityFocused` takes.
    @MainActor @preconcurrency @propertyWrapper
    public struct Binding {
        let binding: TrellisCore.Binding<Value>

        /// The current value.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        /// This binding.
        public var projectedValue: Binding { self }
    }

    init(initial: Value) {
        state = State(wrappedValue: initial)
    }

    /// Not focused at first.
    public init() where Value == Bool {
        self.init(initial: false)
    }

    /// Not focused at first, for the given technologies; on Linux every reader is followed.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        self.init(initial: false)
    }

    /// Nothing focused at first.
    public init<Wrapped: Hashable>() where Value == Wrapped? {
        self.init(initial: nil)
    }

    /// Nothing focused at first, for the given technologies; on Linux every reader is followed.
    public init<Wrapped: Hashable>(for technologies: AccessibilityTechnologies) where Value == Wrapped? {
        self.init(initial: nil)
    }

    /// The focused value now.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `.accessibilityFocused`.
    public var projectedValue: Binding { Binding(binding: state.projectedValue) }

    /// Connects the storage to the view's node.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        state._install(in: node, slot: &slot)
    }
}

extension AccessibilityFocusState: SelfComparingProperty {
    /// Like `@State`, the value lives in the node.
    func isSameInput(as other: Any) -> Bool { true }
}
