@_spi(TrellisExtension) import TrellisCore

/// How a `Form` lays out its rows. As with pickers, the styles are the
/// built-in ones below.
@MainActor @preconcurrency
public protocol FormStyle {}

/// The platform's usual form: columns, as on a Mac.
public struct AutomaticFormStyle: FormStyle {
    /// The default style.
    public init() {}
}

/// Labels in a trailing-aligned column, controls in a leading-aligned column
/// beside it, the way desktop settings windows line them up.
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
}

/// Each section a rounded box of rows with separators, the label of each row
/// at its leading edge and the control at its trailing edge, as in System Settings.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's usual form: columns.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels in one column, controls in the next.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections as rounded boxes of rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// The look a form's rows take, as the layout sees it.
package enum FormLook: Equatable, Sendable {
    case columns
    case grouped
}

private struct FormLookKey: EnvironmentKey {
    static var defaultValue: FormLook { .columns }
}

private struct FormRowLookKey: EnvironmentKey {
    static var defaultValue: FormLook? { nil }
}

extension EnvironmentValues {
    /// The look forms inside take, from `.formStyle(_:)`.
    package var formLook: FormLook {
        get { self[FormLookKey.self] }
        set { self[FormLookKey.self] = newValue }
    }

    /// The look of the form the controls here stand in, or `nil` outside any
    /// form: controls then put their label beside them instead of in a column.
    package var formRowLook: FormLook? {
        get { self[FormRowLookKey.self] }
        set { self[FormRowLookKey.self] = newValue }
    }
}

extension View {
    /// Sets how the forms in this view lay out their rows.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        let look: FormLook
        switch style {
        case is GroupedFormStyle: look = .grouped
        case is ColumnsFormStyle, is AutomaticFormStyle: look = .columns
        default:
            Diagnostics.warnOnce("formStyle.\(S.self)", "\(S.self) is not a form style Trellis draws; using .columns")
            look = .columns
        }
        return environment(\.formLook, look)
    }
}
