/// The sidebar's pages.
enum Page: String, CaseIterable, Identifiable, Hashable {
    case processes = "Processes"
    case resources = "Resources"
    case fileSystems = "File Systems"

    var id: Self { self }
    var title: String { rawValue }

    var symbol: String {
        switch self {
        case .processes: "list.bullet"
        case .resources: "chart.xyaxis.line"
        case .fileSystems: "internaldrive"
        }
    }
}
