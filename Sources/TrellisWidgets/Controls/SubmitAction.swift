@_spi(TrellisExtension) import TrellisCore

private struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// What Enter in a text field inside does.
    public var submitAction: (@MainActor () -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when Enter is pressed in a text field inside this view.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.submitAction, action)
    }
}
