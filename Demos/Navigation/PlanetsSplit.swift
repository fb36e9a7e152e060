import Trellis

struct Planet: Identifiable, Hashable {
    let id: String
    let moons: Int
}

let planets = [
    Planet(id: "Mercury", moons: 0), Planet(id: "Venus", moons: 0), Planet(id: "Earth", moons: 1),
    Planet(id: "Mars", moons: 2), Planet(id: "Jupiter", moons: 95), Planet(id: "Saturn", moons: 146),
]

/// A sidebar list driving the detail, a draggable divider, and a toolbar button hiding the sidebar.
struct PlanetsSplit: View {
    @State private var selection: Planet.ID? = "Earth"
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(planets, selection: $selection) { planet in
                Label(planet.id, systemImage: "mappin")
            }
            .navigationTitle("Planets")
            .navigationSplitViewColumnWidth(min: 160, ideal: 200, max: 320)
        } detail: {
            Group {
                if let planet = planets.first(where: { $0.id == selection }) {
                    VStack(spacing: 8) {
                        Text(planet.id).font(.largeTitle)
                        Text("\(planet.moons) moons").foregroundColor(.secondary)
                    }
                    .navigationTitle(planet.id)
                } else {
                    Text("Pick a planet").foregroundColor(.secondary)
                }
            }
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button(visibility == .detailOnly ? "Show Sidebar" : "Hide Sidebar", systemImage: "square.grid.2x2") {
                        visibility = visibility == .detailOnly ? .all : .detailOnly
                    }
                }
            }
        }
    }
}
