@_spi(TrellisExtension) import TrellisCore

private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether toggles, pickers, sliders and steppers inside leave out their labels.
    var controlLabelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Leaves out the labels of the toggles, pickers, sliders and steppers
    /// inside this view, showing only the controls themselves. A button's
    /// label is its content, so buttons keep theirs.
    public func labelsHidden() -> some View {
        environment(\.controlLabelsHidden, true)
    }
}
