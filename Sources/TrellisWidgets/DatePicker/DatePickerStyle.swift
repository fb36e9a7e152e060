@_spi(TrellisExtension) import TrellisCore

/// How date pickers look. As in SwiftUI, the styles are the built-in ones
/// below. `.field` is the bare field; `.automatic`, `.compact` and
/// `.stepperField` add little stepper arrows; `.graphical` is a month calendar.
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

/// A month calendar, with the time field beneath it when the picker shows a time.
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
    /// A month calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// Whether a date picker is a field, with or without stepper arrows, or a calendar.
package enum DatePickerLook: Equatable, Sendable {
    case field
    case stepperField
    case graphical
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
        case is GraphicalDatePickerStyle: look = .graphical
        default: look = .stepperField
        }
        return environment(\.datePickerLook, look)
    }
}
