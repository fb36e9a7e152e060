@_spi(TrellisExtension) import TrellisCore

private struct ButtonTakesFocusKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the standard buttons here take keyboard focus, from Tab or a click.
    ///
    /// A control built from buttons that is one control to the keyboard (a
    /// stepper's − and +, which the arrow keys step) turns it off, so Tab stops
    /// once on the whole control rather than on each of its parts.
    package var buttonTakesFocus: Bool {
        get { self[ButtonTakesFocusKey.self] }
        set { self[ButtonTakesFocusKey.self] = newValue }
    }
}
