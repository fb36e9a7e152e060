import Foundation

/// How often the monitor reads the system, as View ▸ Refresh Rate offers it.
enum RefreshRate: Int, CaseIterable, Identifiable {
    case halfSecond = 500
    case oneSecond = 1000
    case twoSeconds = 2000
    case fiveSeconds = 5000

    /// The key the choice is saved under.
    static let storageKey = "refreshRate"

    var id: Int { rawValue }
    var interval: TimeInterval { TimeInterval(rawValue) / 1000 }

    var title: String {
        switch self {
        case .halfSecond: "Every Half Second"
        case .oneSecond: "Every Second"
        case .twoSeconds: "Every 2 Seconds"
        case .fiveSeconds: "Every 5 Seconds"
        }
    }
}
