@_spi(TrellisExtension) import TrellisCore

/// AT-SPI's numbers for Trellis's roles and states, from `atspi-constants.h`
/// of at-spi2-core (`AtspiRole`, `AtspiStateType`, `AtspiRelationType`).
enum ATSPIVocabulary {
    /// The role of the application object.
    static let applicationRole: UInt32 = 75

    /// `AtspiRole`'s number for `role`.
    static func number(of role: AccessibilityRole) -> UInt32 {
        switch role {
        case .frame: 23
        case .dialog: 16
        case .alert: 2
        case .panel: 39
        case .pushButton: 43
        case .toggleButton: 62
        case .checkBox: 7
        case .radioButton: 44
        case .slider: 51
        case .spinButton: 52
        case .entry: 79
        case .passwordText: 40
        case .label: 29
        case .heading: 83
        case .image: 27
        case .link: 88
        case .list: 31
        case .listItem: 32
        case .table: 55
        case .tableCell: 56
        case .tableRow: 90
        case .columnHeader: 10
        case .tree: 65
        case .treeItem: 91
        case .menuBar: 34
        case .comboBox: 11
        case .menu: 33
        case .menuItem: 35
        case .checkMenuItem: 8
        case .radioMenuItem: 45
        case .pageTabList: 38
        case .pageTab: 37
        case .scrollPane: 49
        case .progressBar: 42
        case .separator: 50
        case .text: 61
        case .calendar: 5
        case .dateEditor: 12
        case .colorChooser: 9
        }
    }

    /// `AtspiStateType`'s number for each state Trellis keeps.
    static let stateNumbers: [(AccessibilityStates, UInt32)] = [
        (.enabled, 8), (.sensitive, 24), (.focusable, 11), (.focused, 12), (.showing, 25), (.visible, 30),
        (.checked, 4), (.selected, 23), (.expanded, 10), (.collapsed, 5), (.editable, 7), (.multiLine, 17),
        (.singleLine, 26), (.modal, 16), (.checkable, 41), (.expandable, 9), (.selectable, 22),
        (.invalidEntry, 36),
    ]
    /// `ATSPI_STATE_ACTIVE`: the window that has the keyboard.
    static let activeState: UInt32 = 1

    /// The state set as AT-SPI sends it: two 32-bit words of bits, numbered as `AtspiStateType`.
    static func stateWords(_ states: AccessibilityStates, active: Bool = false) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for (state, number) in stateNumbers where states.contains(state) {
            words[Int(number / 32)] |= 1 << (number % 32)
        }
        if active { words[0] |= 1 << activeState }
        return words
    }

    /// The name AT-SPI's events give a state (`object:state-changed:NAME`).
    static func eventName(of state: AccessibilityStates) -> String? {
        AccessibilityStates.atspiNames.first { $0.0 == state }?.1.replacingOccurrences(of: " ", with: "-")
    }

    /// `AtspiRelationType`'s numbers.
    enum Relation {
        static let labelFor: UInt32 = 1
        static let labelledBy: UInt32 = 2
        static let controllerFor: UInt32 = 3
        static let controlledBy: UInt32 = 4
    }
}
