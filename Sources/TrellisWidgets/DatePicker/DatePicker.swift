@_spi(TrellisExtension) import TrellisCore

import Foundation

/// A control for choosing a date, a time of day, or both, after a label.
///
/// The field shows the parts in ISO order (`2026-11-23  14:05`), in the
/// environment's calendar and time zone. Tab, a click, or Left and Right
/// focus a part; Up and Down step it, carrying into the larger parts; digits
/// typed replace it. Every change stays inside the picker's range. With
/// `.datePickerStyle(.graphical)` it is a month calendar instead.
public struct DatePicker<Label: View>: View {
    /// Which parts of the date the picker shows.
    public typealias Components = DatePickerComponents

    let label: Label
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    @Environment(\.controlLabelsHidden) private var labelsHidden
    @Environment(\.formRowLook) private var formLook
    @Environment(\.datePickerLook) private var look

    init(selection: Binding<Date>, bounds: DateBounds, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.components = components
        self.label = label
    }

    /// A picker of the parts `displayedComponents` of `selection`, described by `label`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: label())
    }

    /// A picker of dates within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(lower: range.lowerBound, upper: range.upperBound),
                  components: displayedComponents, label: label())
    }

    /// A picker of dates from `range`'s lower bound on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(lower: range.lowerBound), components: displayedComponents, label: label())
    }

    /// A picker of dates up to `range`'s upper bound.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(upper: range.upperBound), components: displayedComponents, label: label())
    }

    /// The label, then the field or calendar; in a form, the label goes in its label column.
    public var body: some View {
        if let formLook, !labelsHidden {
            FormRow(look: formLook) { label } content: { control }
        } else {
            // As on a desktop, the control follows its label rather than the far edge;
            // a calendar's label stays level with its header.
            HStack(alignment: look == .graphical ? .top : .center, spacing: 8) {
                if !labelsHidden { label }
                control
            }
        }
    }

    /// The label's words, which name the control to a screen reader (as a
    /// form row's label would) also where the label is hidden or beside it.
    private var spokenName: String? { (label as? Text)?.content }

    @ViewBuilder private var control: some View {
        if look == .graphical {
            GraphicalDatePicker(selection: selection, bounds: bounds, components: components, name: spokenName)
        } else {
            DateField(selection: selection, units: DateFieldUnit.shown(for: components), bounds: bounds, name: spokenName)
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: Text(title))
    }

    /// A picker titled with the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled `title` of dates within `range`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DateBounds(lower: range.lowerBound, upper: range.upperBound),
                  components: displayedComponents, label: Text(title))
    }

    /// A picker titled with the text of `titleKey`, of dates within `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DateBounds(lower: range.lowerBound, upper: range.upperBound),
                  components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled `title` of dates from `range`'s lower bound on.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DateBounds(lower: range.lowerBound), components: displayedComponents, label: Text(title))
    }

    /// A picker titled with the text of `titleKey`, of dates from `range`'s lower bound on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DateBounds(lower: range.lowerBound), components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled `title` of dates up to `range`'s upper bound.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DateBounds(upper: range.upperBound), components: displayedComponents, label: Text(title))
    }

    /// A picker titled with the text of `titleKey`, of dates up to `range`'s upper bound.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DateBounds(upper: range.upperBound), components: displayedComponents, label: Text(titleKey))
    }
}
