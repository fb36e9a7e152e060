import Trellis

/// Stacks, split views, tabs, toolbars and search, to try by hand.
///
/// Tabs: Ctrl+Tab and Ctrl+Shift+Tab. Stack: click a row to push; the back
/// button, Escape or Alt+Left to pop; Ctrl+F to search. Split: pick a sidebar
/// row, drag the divider, hide the sidebar from the toolbar.
@main struct NavigationApp: App {
    var body: some Scene {
        WindowGroup("Navigation") { NavigationDemo() }
    }
}

struct NavigationDemo: View {
    @State private var tab = DemoTab.stack

    var body: some View {
        TabView(selection: $tab) {
            RecipesStack()
                .tabItem { Label("Stack", systemImage: "list.bullet") }
                .tag(DemoTab.stack)
            PlanetsSplit()
                .tabItem { Label("Split", systemImage: "square.grid.2x2") }
                .tag(DemoTab.split)
            SettingsTab()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(DemoTab.settings)
        }
    }
}

enum DemoTab: Hashable {
    case stack, split, settings
}

/// A tab with its own state, to show that switching away keeps it.
struct SettingsTab: View {
    @State private var volume = 0.5
    @State private var notifications = true

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Toggle("Notifications", isOn: $notifications)
                Slider(value: $volume)
                Text("Volume \(Int(volume * 100))%")
            }
            .frame(width: 300)
            .navigationTitle("Settings")
        }
    }
}
