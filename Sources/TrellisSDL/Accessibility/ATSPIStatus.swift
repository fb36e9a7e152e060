import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Whether an assistive technology wants the accessibility tree, and where
/// the accessibility bus is, as the desktop says on the session bus.
///
/// at-spi2-core's bus launcher owns `org.a11y.Bus` on the session bus. Its
/// `org.a11y.Status` properties `IsEnabled` and `ScreenReaderEnabled` say
/// whether a reader runs (Orca sets them), and `GetAddress` names the
/// accessibility bus, unless `AT_SPI_BUS_ADDRESS` names it already.
/// `TRELLIS_ACCESSIBILITY=1` turns the bridge on whatever the desktop says,
/// and `=0` keeps it off.
enum ATSPIStatus {
    static let busName = "org.a11y.Bus"
    static let busPath = "/org/a11y/bus"
    static let statusInterface = "org.a11y.Status"
    static let properties = "org.freedesktop.DBus.Properties"
    /// The session bus's signals that say the status changed.
    static let changeRule = "type='signal',sender='org.a11y.Bus',path='/org/a11y/bus',"
        + "interface='org.freedesktop.DBus.Properties',member='PropertiesChanged'"

    /// What `TRELLIS_ACCESSIBILITY` asks: true to force the bridge on, false to keep it off, nil to follow the desktop.
    static func override(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool? {
        switch environment["TRELLIS_ACCESSIBILITY"] {
        case "1", "on", "yes", "true": true
        case "0", "off", "no", "false": false
        default: nil
        }
    }

    /// Whether the desktop says a reader wants the tree now; false when no one answers.
    static func isEnabled(on session: BusConnection) -> Bool {
        ["IsEnabled", "ScreenReaderEnabled"].contains { name in
            guard let answer = session.call(busName, busPath, properties, "Get",
                                            [.string(statusInterface), .string(name)], timeoutMilliseconds: 1_000),
                  case .bool(let on)? = answer.first?.unwrapped else { return false }
            return on
        }
    }

    /// The new values of the status properties a `PropertiesChanged` signal carries; nil for another interface's.
    static func changes(in arguments: [DBusValue]) -> [String: Bool]? {
        guard arguments.count >= 2, arguments[0].string == statusInterface, let changed = arguments[1].dictionary else { return nil }
        var values: [String: Bool] = [:]
        for (name, value) in changed {
            if case .bool(let on) = value.unwrapped { values[name] = on }
        }
        return values
    }

    /// The accessibility bus's address: `AT_SPI_BUS_ADDRESS`, else what the launcher says; nil when neither.
    static func busAddress(from session: BusConnection?,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let session, let answer = session.call(busName, busPath, busName, "GetAddress", timeoutMilliseconds: 2_000),
              let address = answer.first?.string, !address.isEmpty else { return nil }
        return address
    }
}
