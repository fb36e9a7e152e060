@_spi(TrellisExtension) import TrellisCore

import Foundation

/// What keys and typed digits do to a date field's parts.
@MainActor
struct DateFieldKeys {
    let selection: Binding<Date>
    let units: [DateFieldUnit]
    let bounds: DateBounds
    let calendar: Calendar
    let typed: Binding<TypedDigits?>
    let focus: FocusState<DateFieldUnit?>.Binding

    /// Up and Down step `unit`; Left and Right move to the part beside it.
    func handle(_ key: Key, in unit: DateFieldUnit) -> Bool {
        switch key {
        case .up, .down:
            typed.wrappedValue = nil
            write(unit.stepped(selection.wrappedValue, by: key == .up ? 1 : -1, in: calendar, within: bounds))
        case .left, .right:
            guard let index = units.firstIndex(of: unit) else { return false }
            let next = index + (key == .right ? 1 : -1)
            guard units.indices.contains(next) else { return true }
            typed.wrappedValue = nil
            focus.wrappedValue = units[next]
        default:
            return false
        }
        return true
    }

    /// Digits replace `unit` as they are typed; once it has all the digits
    /// it can take, focus moves on to the next part.
    func type(_ text: String, into unit: DateFieldUnit) {
        for character in text {
            guard let digit = character.wholeNumberValue, character.isASCII else { continue }
            let current = focus.wrappedValue ?? unit
            let earlier = typed.wrappedValue.flatMap { $0.unit == current ? $0.digits : nil } ?? ""
            let digits = earlier + String(digit)
            let value = Int(digits) ?? 0
            let allowed = current.range(around: selection.wrappedValue, in: calendar)
            let isComplete = digits.count >= current.digits || value * 10 > allowed.upperBound
            // A year is written once whole; a shorter part as soon as it means something.
            if isComplete || (current != .year && value >= allowed.lowerBound) {
                write(current.setting(value, of: selection.wrappedValue, in: calendar, within: bounds))
            }
            if isComplete {
                typed.wrappedValue = nil
                if let index = units.firstIndex(of: current), units.indices.contains(index + 1) {
                    focus.wrappedValue = units[index + 1]
                }
            } else {
                typed.wrappedValue = TypedDigits(unit: current, digits: digits)
            }
        }
    }

    private func write(_ date: Date) {
        if date != selection.wrappedValue { selection.wrappedValue = date }
    }
}
