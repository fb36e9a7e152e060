/// How date pickers look. As in SwiftUI, the styles are the built-in ones
/// below. `.field` is the bare field; `.automatic`, `.compact` and
/// `.stepperField` add little stepper arrows; `.graphical` is not drawn as a
/// month calendar yet: it says so once and shows the field with arrows.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The platform's usual date picker: a field with stepper arrows.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}

/// A text field whose parts are edited with the keyboard.
public struct FieldDatePickerStyle: DatePickerStyle {
    /// The field style.
    public init() {}
}

/// A field with stepper arrows beside it.
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// The stepper field style.
    public init() {}
}

/// A compact field; here the same as the stepper field.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}

/// A month calendar and a clock; shown as the stepper field for now.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's usual date picker.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A text field whose parts are edited with the keyboard.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A field with stepper arrows beside it.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A compact field.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month calendar; shown as the stepper field for now.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// Whether a date picker shows stepper arrows beside its field.
package enum DatePickerLook: Equatable, Sendable {
    case field
    case stepperField
}

private struct DatePickerLookKey: EnvironmentKey {
    static var defaultValue: DatePickerLook { .stepperField }
}

extension EnvironmentValues {
    /// How the date pickers inside look, from `.datePickerStyle(_:)`.
    package var datePickerLook: DatePickerLook {
        get { self[DatePickerLookKey.self] }
        set { self[DatePickerLookKey.self] = newValue }
    }
}

extension View {
    /// Sets how the date pickers in this view look.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let look: DatePickerLook
        switch style {
        case is FieldDatePickerStyle: look = .field
        case is GraphicalDatePickerStyle:
            Diagnostics.warnOnce("datePickerStyle.graphical",
                                 "GraphicalDatePickerStyle is drawn as a field with stepper arrows; the month calendar is not built yet")
            look = .stepperField
        default: look = .stepperField
        }
        return environment(\.datePickerLook, look)
    }
}
