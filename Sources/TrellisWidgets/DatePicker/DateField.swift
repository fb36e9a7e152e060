@_spi(TrellisExtension) import TrellisCore

import Foundation

/// A date picker's field: the parts of the date side by side, each focused
/// by Tab, a click, or Left and Right; Up and Down step the focused part,
/// digits typed replace it, and the arrows beside the field step it too.
struct DateField: View {
    let selection: Binding<Date>
    let units: [DateFieldUnit]
    let bounds: DateBounds
    /// What a screen reader calls the field: the picker's label.
    var name: String?
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.datePickerLook) private var look
    @Environment(\.isEnabled) private var isEnabled
    @FocusState private var focus: DateFieldUnit?
    /// The digits typed so far into a part that needs more of them.
    @State private var typed: TypedDigits?
    /// The part the stepper arrows change: the one focused last.
    @State private var stepped: DateFieldUnit?

    private var zonedCalendar: Calendar {
        var calendar = self.calendar
        calendar.timeZone = timeZone
        return calendar
    }

    var body: some View {
        let calendar = zonedCalendar, date = selection.wrappedValue
        return HStack(spacing: 3) {
            HStack(spacing: 0) {
                ForEach(units, id: \.self) { unit in
                    part(unit, of: date, in: calendar)
                    if unit != units.last {
                        // Each part is read with its name; the punctuation between them is not.
                        Text(unit.separator).foregroundColor(.secondary).accessibilityHidden(true)
                    }
                }
            }
            .padding(.horizontal, 5)
            .padding(.vertical, 3)
            .overlay(RoundedRectangle(cornerRadius: 5)
                .stroke(focus == nil ? Color.fieldBorder : Color.accentColor, lineWidth: focus == nil ? 1 : 2))
            if look == .stepperField {
                VStack(spacing: 0) {
                    arrow("chevron.up", by: 1, in: calendar)
                    arrow("chevron.down", by: -1, in: calendar)
                }
                .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.fieldBorder))
                // Each part's spin button steps itself, as these arrows step the part focused last.
                .accessibilityHidden(true)
            }
        }
        .fixedSize()
        // A date editor holding one spin button per part, as a browser's date
        // input is to AT-SPI (`ATSPI_ROLE_DATE_EDITOR`); its value is the date as shown.
        .accessibilityControl(.dateEditor, label: name, children: .contain, value: shownText(of: date, in: calendar))
    }

    /// One part: its digits, highlighted while focused.
    private func part(_ unit: DateFieldUnit, of date: Date, in calendar: Calendar) -> some View {
        let isFocused = focus == unit
        let shown = isFocused ? typed.flatMap { $0.unit == unit ? $0.digits : nil } : nil
        let text = unit.text(of: date, in: calendar)
        return Text(shown ?? text)
            .monospacedDigit()
            // The spin button below reads the value; the digits are not a label of their own.
            .accessibilityHidden(true)
            .foregroundColor(isFocused ? Color.white : (isEnabled ? Color.primary : Color.secondary))
            .padding(.horizontal, 1)
            .background(RoundedRectangle(cornerRadius: 3).fill(isFocused ? Color.accentColor : Color.clear))
            .modifier(InteractionModifier { [selection, units, bounds, $typed, $stepped, $focus] interaction in
                let keys = DateFieldKeys(selection: selection, units: units, bounds: bounds, calendar: calendar,
                                         typed: $typed, focus: $focus)
                interaction.isFocusable = true
                interaction.drawsFocusRing = false
                interaction.onTap = { _ in }
                interaction.onFocusChange = { focused in
                    if focused {
                        $typed.wrappedValue = nil
                        $stepped.wrappedValue = unit
                    }
                }
                interaction.onKey = { key, modifiers in modifiers.isEmpty && keys.handle(key, in: unit) }
                interaction.onText = { text in keys.type(text, into: unit) }
                interaction.accessibility = {
                    let value = Double(calendar.component(unit.component, from: selection.wrappedValue))
                    let allowed = unit.range(around: selection.wrappedValue, in: calendar)
                    return ControlAccessibility(
                        role: .spinButton, name: unit.spokenName, value: text,
                        range: AccessibilityRange(current: value, minimum: Double(allowed.lowerBound),
                                                  maximum: Double(allowed.upperBound), step: 1),
                        tapAction: nil, stepKeys: (up: .up, down: .down),
                        setValue: { wanted in
                            let date = selection.wrappedValue
                            let next = unit.setting(Int(wanted.rounded()), of: date, in: calendar, within: bounds)
                            if next != date { selection.wrappedValue = next }
                        })
                }
            })
            .focused($focus, equals: unit)
    }

    /// The field's parts as it shows them, separators and all.
    private func shownText(of date: Date, in calendar: Calendar) -> String {
        units.map { $0.text(of: date, in: calendar) + ($0 == units.last ? "" : $0.separator) }.joined()
    }

    /// A stepper arrow: it steps the part focused last without taking focus.
    private func arrow(_ symbol: String, by amount: Int, in calendar: Calendar) -> some View {
        Image(systemName: symbol)
            .font(.system(size: 8))
            .frame(width: 14, height: 10)
            .modifier(InteractionModifier { [selection, units, bounds, $stepped, $typed] interaction in
                interaction.onTap = { _ in
                    let unit = $stepped.wrappedValue ?? units.last ?? .day
                    $typed.wrappedValue = nil
                    let date = selection.wrappedValue
                    let next = unit.stepped(date, by: amount, in: calendar, within: bounds)
                    if next != date { selection.wrappedValue = next }
                }
            })
    }
}

/// Digits typed into one part of a date field.
struct TypedDigits: Equatable {
    let unit: DateFieldUnit
    let digits: String
}
