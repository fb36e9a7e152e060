// swift-tools-version:6.0
import PackageDescription

/// Swift checks at run time that no two accesses to a class's stored property
/// overlap. In release builds of the framework those checks were a sixth of all
/// instructions in a frame that builds 10,000 rows (callgrind), so they are left
/// to debug builds, where every test still runs with them. (`unsafeFlags` is
/// accepted from a package used by path or branch, as the README shows.)
let releaseSpeed: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        // Apple frameworks that Mac apps import beside SwiftUI, under their own names, mapped to
        // the Linux desktop (docs/mac-apis.md): `import UserNotifications` compiles unchanged.
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "AppKit", targets: ["AppKit"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        // `trellis new` and `trellis port`: packages that build apps with Trellis.
        .executable(name: "trellis", targets: ["TrellisTool"]),
    ],
    dependencies: [
        // Every app's command line (--help, suggestions for misspelt options) and FrameBench's.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The Combine names SwiftUI code expects (`ObservableObject`, `@Published`, subjects).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // No pkgConfig: sdl2.pc adds -D_REENTRANT, which SwiftPM refuses with a warning on
        // every build. The headers live in the default include path as <SDL2/…>, and
        // scripts/install-deps.sh (run by make) installs the -dev packages.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),
        // perf_event_open for `ViewHost.benchmark`'s instruction count: a header of inline calls, no library.
        .systemLibrary(name: "CPerfEvent", path: "Sources/CPerfEvent"),
        .systemLibrary(
            name: "CFontconfig",
            path: "Sources/CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // The desktop's settings: Xft.dpi from the X resource database, and the
        // colour scheme from xdg-desktop-portal over D-Bus.
        .systemLibrary(name: "CX11", path: "Sources/CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .systemLibrary(name: "CDBus", path: "Sources/CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .target(name: "TrellisCore", dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                                                    .product(name: "OpenCombineDispatch", package: "OpenCombine")],
                path: "Sources/TrellisCore", swiftSettings: releaseSpeed),
        // Controls, navigation, presentations, menus, forms, tables, grids, the text editor,
        // pickers, charts, canvas and files, built on the engine's extension API
        // (docs/custom-controls.md) and nothing else of it.
        .target(name: "TrellisWidgets", dependencies: ["TrellisCore"], path: "Sources/TrellisWidgets", swiftSettings: releaseSpeed),
        .target(name: "TrellisSDL", dependencies: ["TrellisCore", "CSDL2", "CFontconfig", "CCairo", "CX11", "CDBus"], path: "Sources/TrellisSDL",
                // The SF Symbols → Material Icons table (docs/symbols.md): kept as data, and built
                // into the library so an installed or packaged program needs no resource bundle beside it.
                resources: [.embedInCode("Symbols/SymbolMap.tsv")],
                swiftSettings: releaseSpeed),
        .target(name: "Trellis", dependencies: ["TrellisCore", "TrellisWidgets", "TrellisSDL",
                                                .product(name: "OpenCombine", package: "OpenCombine"),
                                                .product(name: "ArgumentParser", package: "swift-argument-parser")],
                path: "Sources/Trellis"),
        // UNUserNotificationCenter on the desktop's org.freedesktop.Notifications daemon.
        .target(name: "UserNotifications", dependencies: ["TrellisCore", "TrellisSDL"], path: "Sources/UserNotifications"),
        // A slice of AppKit (pasteboard, workspace, application, sound) on the window's services.
        .target(name: "AppKit", dependencies: ["Trellis", "TrellisCore", "TrellisSDL", "_Testing_AppKit"], path: "Sources/AppKit"),
        // An empty module under the name Swift Testing's cross-import overlay for AppKit asks for
        // when a file imports both (see the note in it and docs/toolchain-notes.md).
        .target(name: "_Testing_AppKit", path: "Sources/TestingAppKitOverlay"),
        // UIScreen.main (bounds, scale) from SDL's display, for iOS code that sizes views by the screen.
        .target(name: "UIKit", dependencies: ["TrellisCore", "TrellisSDL", "_Testing_UIKit"], path: "Sources/UIKit"),
        .target(name: "_Testing_UIKit", path: "Sources/TestingUIKitOverlay"),
        .target(name: "TrellisTesting", dependencies: ["Trellis", "TrellisSDL", "FrameBenchReport", "CPerfEvent"], path: "Sources/TrellisTesting"),
        // The logic of the `trellis` command (Foundation only, so its tests need no window).
        .target(name: "TrellisPort", path: "Sources/TrellisPort"),
        // The JSON FrameBench writes, shared with `ViewHost.benchmark` so one plot reads both.
        .target(name: "FrameBenchReport", path: "Sources/FrameBenchReport"),
        // `trellis package`: a .deb and a portable archive of an app (Cairo scales its icon).
        .target(name: "TrellisPackager", dependencies: ["CCairo"], path: "Sources/TrellisPackager"),
        .executableTarget(name: "TrellisTool", dependencies: ["TrellisPort", "TrellisPackager", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Sources/TrellisTool"),
        .executableTarget(name: "Hello", dependencies: ["Trellis"], path: "Demos/Hello"),
        .executableTarget(name: "RenderCheck", dependencies: ["Trellis"], path: "Demos/RenderCheck"),
        .executableTarget(name: "Todo", dependencies: ["Trellis"], path: "Demos/Todo"),
        .executableTarget(name: "Gallery", dependencies: ["Trellis"], path: "Demos/Gallery"),
        .executableTarget(name: "Drawing", dependencies: ["Trellis"], path: "Demos/Drawing"),
        .executableTarget(name: "Counter", dependencies: ["Trellis"], path: "Demos/Counter"),
        .executableTarget(name: "Navigation", dependencies: ["Trellis"], path: "Demos/Navigation"),
        .executableTarget(name: "Presentation", dependencies: ["Trellis"], path: "Demos/Presentation"),
        .executableTarget(name: "Forms", dependencies: ["Trellis"], path: "Demos/Forms"),
        .executableTarget(name: "Editor", dependencies: ["Trellis"], path: "Demos/Editor"),
        .executableTarget(name: "Charts", dependencies: ["Trellis"], path: "Demos/Charts"),
        .executableTarget(name: "Desktop", dependencies: ["Trellis"], path: "Demos/Desktop"),
        .executableTarget(name: "Tables", dependencies: ["Trellis"], path: "Demos/Tables"),
        .target(name: "RowsTable", dependencies: ["Trellis"], path: "Demos/RowsTable"),
        .executableTarget(name: "Rows", dependencies: ["Trellis", "RowsTable"], path: "Demos/Rows"),
        // The system monitor's data layer: /proc and statvfs readers and the model, with no view in it.
        .target(name: "SystemMonitorCore", path: "Demos/SystemMonitorCore"),
        .executableTarget(name: "SystemMonitor", dependencies: ["Trellis", "SystemMonitorCore"], path: "Demos/SystemMonitor"),
        .executableTarget(name: "FrameBench",
                          dependencies: ["Trellis", "TrellisCore", "TrellisWidgets", "TrellisSDL", "CSDL2", "CCairo", "RowsTable", "FrameBenchReport",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Demos/FrameBench"),
        // Writes settings in a loop, for the tests that kill it mid-write or run two at once.
        .executableTarget(name: "SettingsWriter", dependencies: ["TrellisCore"], path: "Tests/Helpers/SettingsWriter"),
        // Changes its texts later from asyncAfter, a sleeping Task, a Timer and a delayed animation, for the idle-loop tests.
        .executableTarget(name: "ScheduledWork", dependencies: ["Trellis"], path: "Tests/Helpers/ScheduledWork"),
        // Prints UIScreen.main's bounds and scale, for the test that runs it on an X server of a known size.
        .executableTarget(name: "ScreenReport", dependencies: ["UIKit"], path: "Tests/Helpers/ScreenReport"),
        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore", "TrellisWidgets"], path: "Tests/TrellisCoreTests"),
        // The Gallery, Todo and Drawing demos are imported (@testable) for the event fuzzer to run their views,
        // Tables and SystemMonitor for their own tests.
        // Forms is imported for the accessibility tree of its settings window (AccessibilityFormsDemoTests).
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisWidgets", "TrellisTesting", "TrellisSDL", "Gallery", "Todo", "Tables", "Drawing", "Forms",
                                                         "SystemMonitor", "SystemMonitorCore", "TrellisPort", "TrellisPackager",
                                                         "UserNotifications", "AppKit", "UIKit"],
                    path: "Tests/TrellisTests",
                    // Golden images and the monitor's saved /proc trees are read through #filePath, not bundled as resources.
                    exclude: ["Goldens", "SystemMonitor/Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
