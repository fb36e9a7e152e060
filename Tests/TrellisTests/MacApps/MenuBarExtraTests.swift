import Foundation
import Observation
import Testing
import Trellis
import TrellisCore
@testable import TrellisSDL
import TrellisTesting

/// What a tray app's menu reads and does.
@Observable @MainActor
private final class TimerModel {
    var runs = 0
    var playsSound = false
    var isInserted = true
}

/// A Mac app that lives in the menu bar, as Apple's `MenuBarExtra` page shows one:
/// `MenuBarExtra("Utility App", systemImage: "hammer") { AppMenu() }`
/// (developer.apple.com/documentation/swiftui/menubarextra; macOS 13). In the
/// `.menu` style buttons are menu items, a toggle is an item with a checkmark,
/// a text a disabled item and a divider a separator.
private struct TimerApp: App {
    let model: TimerModel
    init() { model = TimerModel() }
    init(model: TimerModel) { self.model = model }

    var body: some Scene {
        MenuBarExtra("Timer", systemImage: "timer", isInserted: Binding(get: { model.isInserted }, set: { model.isInserted = $0 })) {
            Button("Start") { model.runs += 1 }
            Toggle("Play Sound", isOn: Binding(get: { model.playsSound }, set: { model.playsSound = $0 }))
            Text("Runs: \(model.runs)")
            Divider()
            Button("Quit") { model.runs = -1 }
        }
    }
}

/// A tray menu with a submenu and a choice, as Apple's page nests them: a
/// `Menu` in a `.menu`-style extra is a submenu of its items, a `Picker` one
/// of radio items.
private struct PresetsApp: App {
    let model: TimerModel
    init() { model = TimerModel() }
    init(model: TimerModel) { self.model = model }

    var body: some Scene {
        MenuBarExtra("Timer", systemImage: "timer") {
            Button("Start") { model.runs += 1 }
            Menu("Presets") {
                Button("Five minutes") { model.runs += 5 }
                Divider()
                Button("Ten minutes") { model.runs += 10 }
            }
            Picker("Sound", selection: Binding(get: { model.playsSound }, set: { model.playsSound = $0 })) {
                Text("Silent").tag(false)
                Text("Chime").tag(true)
            }
        }
        .menuBarExtraStyle(.menu)
    }
}

/// The `.window` style: a click on the icon opens the content in a window of its own, another closes it.
private struct PanelApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("Main window") }
        MenuBarExtra("Weather", systemImage: "cloud.sun") {
            VStack { Text("Sunny, 21°") }.padding()
        }
        .menuBarExtraStyle(.window)
    }
}

@Suite(.serialized, .timeLimit(.minutes(5))) @MainActor struct MenuBarExtraTests {
    private static let item = "org.kde.StatusNotifierItem"
    private static let menu = "com.canonical.dbusmenu"

    private func layout(_ bus: TrayWatcherBus, _ service: String) async throws -> [TrayRow] {
        TrayRow.rows(ofLayout: try await bus.call(service, "/MenuBar", Self.menu, "GetLayout",
                                                  [.int32(0), .int32(-1), .array(element: "s", [])]))
    }

    private func property(_ bus: TrayWatcherBus, _ service: String, _ name: String) async throws -> DBusValue? {
        try await bus.call(service, "/StatusNotifierItem", "org.freedesktop.DBus.Properties", "Get",
                           [.string(Self.item), .string(name)]).first?.unwrapped
    }

    @Test func theExtraRegistersWithThePanelAndItsMenuIsTheContent() async throws {
        let bus = try TrayWatcherBus()
        defer { bus.stop() }
        let host = AppHost(TimerApp(), trayBus: bus.address)
        let service = try await bus.firstItem()
        #expect(service.hasPrefix("org.kde.StatusNotifierItem-\(getpid())-"))
        // A tray app opens no window, and keeps running.
        #expect(host.windows.isEmpty)
        #expect(!host.hasQuit)
        #expect(try await property(bus, service, "Title")?.string == "Timer")
        #expect(try await property(bus, service, "ItemIsMenu") == .bool(true))
        #expect(try await property(bus, service, "Menu")?.objectPath == "/MenuBar")

        let rows = try await layout(bus, service)
        try #require(rows.count == 5)
        #expect(rows.map(\.label) == ["Start", "Play Sound", "Runs: 0", "", "Quit"])
        #expect(rows.map(\.type) == ["standard", "standard", "standard", "separator", "standard"])
        #expect(rows[1].toggleType == "checkmark" && rows[1].toggleState == 0)
        // A text is shown but cannot be chosen.
        #expect(rows[2].enabled == false && rows[0].enabled && rows[4].enabled)
    }

    @Test func choosingARowRunsItsActionAndThePanelReadsTheNewMenu() async throws {
        let bus = try TrayWatcherBus()
        defer { bus.stop() }
        let model = TimerModel()
        let host = AppHost(TimerApp(model: model), trayBus: bus.address)
        let service = try await bus.firstItem()
        var rows = try await layout(bus, service)
        try #require(rows.count == 5)
        // The panel sends Event(id, "clicked", data, timestamp) for the row chosen.
        _ = try await bus.call(service, "/MenuBar", Self.menu, "Event", [.int32(rows[0].id), .string("clicked"), .variant(.int32(0)), .uint32(0)])
        #expect(model.runs == 1)
        _ = try await bus.call(service, "/MenuBar", Self.menu, "Event", [.int32(rows[1].id), .string("clicked"), .variant(.int32(0)), .uint32(0)])
        #expect(model.playsSound)
        host.step()
        rows = try await layout(bus, service)
        #expect(rows[2].label == "Runs: 1")
        #expect(rows[1].toggleState == 1)
        // A change made elsewhere (a timer, another window) reaches the menu too.
        model.runs = 5
        host.step()
        #expect(try await layout(bus, service)[2].label == "Runs: 5")
    }

    @Test func aMenuInTheExtraIsASubmenuWhoseRowsRunTheirActions() async throws {
        let bus = try TrayWatcherBus()
        defer { bus.stop() }
        let model = TimerModel()
        let host = AppHost(PresetsApp(model: model), trayBus: bus.address)
        defer { withExtendedLifetime(host) {} }
        let service = try await bus.firstItem()
        var rows = try await layout(bus, service)
        // The picker's label, drawn beside it in a window, titles its submenu here.
        try #require(rows.count == 3, "\(rows.map(\.label))")
        #expect(rows.map(\.label) == ["Start", "Presets", "Sound"])
        #expect(rows.map(\.childrenDisplay) == ["", "submenu", "submenu"])
        let presets = rows[1].children
        #expect(presets.map(\.label) == ["Five minutes", "", "Ten minutes"])
        #expect(presets.map(\.type) == ["standard", "separator", "standard"])
        let sounds = rows[2].children
        #expect(sounds.map(\.label) == ["Silent", "Chime"])
        #expect(sounds.map(\.toggleType) == ["radio", "radio"] && sounds.map(\.toggleState) == [1, 0])
        // A row of the submenu chosen in the panel runs its button's action, the menu never opened.
        _ = try await bus.call(service, "/MenuBar", Self.menu, "Event",
                               [.int32(presets[2].id), .string("clicked"), .variant(.int32(0)), .uint32(0)])
        #expect(model.runs == 10)
        _ = try await bus.call(service, "/MenuBar", Self.menu, "Event",
                               [.int32(sounds[1].id), .string("clicked"), .variant(.int32(0)), .uint32(0)])
        #expect(model.playsSound)
        host.step()
        rows = try await layout(bus, service)
        #expect(rows.count == 3 && rows[2].children.map(\.toggleState) == [0, 1])
    }

    @Test func theIconIsTheSymbolDrawnAsATemplateAtTwoSizes() async throws {
        let bus = try TrayWatcherBus()
        defer { bus.stop() }
        let host = AppHost(TimerApp(), trayBus: bus.address)
        defer { withExtendedLifetime(host) {} }
        let service = try await bus.firstItem()
        guard case .array(let pictures)? = try await property(bus, service, "IconPixmap") else {
            Issue.record("IconPixmap is not an array")
            return
        }
        #expect(pictures.count == 2)
        for picture in pictures {
            guard case .structure(let fields) = picture, fields.count == 3, case .int32(let width) = fields[0],
                  case .int32(let height) = fields[1], case .array(let bytes) = fields[2] else {
                Issue.record("a picture is not (iiay)")
                continue
            }
            #expect(bytes.count == Int(width * height * 4))
            // ARGB: the symbol covers some pixels fully and leaves the corners clear.
            let alphas = stride(from: 0, to: bytes.count, by: 4).map { (index: Int) -> UInt8 in
                if case .byte(let alpha) = bytes[index] { return alpha }
                return 0
            }
            #expect(alphas.contains { $0 > 200 })
            #expect(alphas.first == 0 && alphas.last == 0)
        }
    }

    @Test func theWindowStyleOpensAndClosesItsWindowOnAClick() async throws {
        let bus = try TrayWatcherBus()
        defer { bus.stop() }
        let host = AppHost(PanelApp(), trayBus: bus.address)
        let service = try await bus.firstItem()
        #expect(try await property(bus, service, "ItemIsMenu") == .bool(false))
        #expect(host.windowTitles == ["Main"])
        _ = try await bus.call(service, "/StatusNotifierItem", Self.item, "Activate", [.int32(900), .int32(10)])
        host.step()
        #expect(host.windowTitles == ["Main", "Weather"])
        #expect(host.window(titled: "Weather")?.texts.contains("Sunny, 21°") == true)
        _ = try await bus.call(service, "/StatusNotifierItem", Self.item, "Activate", [.int32(900), .int32(10)])
        host.step()
        #expect(host.windowTitles == ["Main"])
        // With an icon in the tray, closing the last window leaves the app running there.
        host.press(.character("w"), modifiers: .control)
        #expect(host.windowTitles.isEmpty)
        #expect(!host.hasQuit)
    }

    @Test func takingTheExtraOutOfTheTrayAndPuttingItBack() async throws {
        let bus = try TrayWatcherBus()
        defer { bus.stop() }
        let model = TimerModel()
        model.isInserted = false
        let host = AppHost(TimerApp(model: model), trayBus: bus.address)
        host.step()
        #expect(bus.registeredItems.isEmpty)
        model.isInserted = true
        host.step()
        _ = try await bus.firstItem()
        #expect(bus.registeredItems.count == 1)
    }

    @Test func withNoTrayOnTheDesktopTheAppWarnsOnceAndKeepsRunning() async throws {
        let bus = try TrayWatcherBus(withWatcher: false)
        defer { bus.stop() }
        let host = AppHost(TimerApp(), trayBus: bus.address)
        host.step(frames: 3)
        #expect(!host.hasQuit)
        #expect(Diagnostics.warnings.contains { $0.contains("no panel on this desktop shows tray icons") && $0.contains("Timer") })
    }
}
