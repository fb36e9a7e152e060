import Foundation
import Testing
@testable import Trellis
@testable import TrellisPort

/// An Xcode project's app targets are PBXNativeTargets whose productType is
/// `com.apple.product-type.application`; their files come from the sources and
/// resources build phases, with paths relative to the groups above them.
@Suite struct XcodeProjectTests {
    private let sources = ["App.swift": "import SwiftUI\n@main struct A: App { var body: some Scene { WindowGroup { Text(\"a\") } } }\n",
                           "Views/Row View.swift": "import SwiftUI\n"]

    @Test func readsAppTargetsSourcesSettingsAndCatalogs() throws {
        let folder = XcodeFixture.temporaryFolder("read")
        defer { try? FileManager.default.removeItem(at: folder) }
        try XcodeFixture.project(in: folder, name: "Notes", targets: [.init(name: "Notes", sdk: "macosx", displayName: "My Notes")], sources: sources)
        let project = try XcodeProject(bundle: folder.appendingPathComponent("Notes.xcodeproj"))
        #expect(project.appTargets.map(\.name) == ["Notes"])   // the unit-test bundle target is not an app
        let app = try #require(project.appTargets.first)
        #expect(app.sources.map(\.path) == ["App.swift", "Views/Row View.swift"].map { folder.appendingPathComponent("Notes/\($0)").path })
        #expect(app.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
        #expect(app.swiftVersion == "5.0")   // Release's setting, not Debug's 4.2
        #expect(!app.usesSwift6)
        #expect(app.displayName == "My Notes")
        #expect(app.platforms == [.macOS])
    }

    @Test func aMacTargetIsPreferredAndTargetPicksAnother() throws {
        let folder = XcodeFixture.temporaryFolder("choose")
        defer { try? FileManager.default.removeItem(at: folder) }
        try XcodeFixture.project(in: folder, name: "Notes", targets: [.init(name: "Notes iOS", sdk: "iphoneos"), .init(name: "Notes Mac", sdk: "macosx"),
                                                                      .init(name: "Notes Watch", sdk: "watchos")], sources: sources)
        let chosen = try AppLocator.locate(in: folder, target: nil)
        #expect(chosen.app.name == "Notes Mac")
        #expect(chosen.note == "chose the macOS target Notes Mac over Notes iOS (iOS), Notes Watch (watchOS); pick another with --target")
        #expect(try AppLocator.locate(in: folder, target: "notes ios").app.name == "Notes iOS")
        #expect(throws: PortError.unknownTarget("Notes TV", available: ["Notes iOS (iOS)", "Notes Mac (macOS)", "Notes Watch (watchOS)"])) {
            try AppLocator.locate(in: folder, target: "Notes TV")
        }
    }

    @Test func aProjectOneFolderDownIsFound() throws {
        let folder = XcodeFixture.temporaryFolder("nested")
        defer { try? FileManager.default.removeItem(at: folder) }
        try XcodeFixture.project(in: folder.appendingPathComponent("Calculator"), name: "Calculator",
                                 targets: [.init(name: "Calculator", sdk: "iphoneos")], sources: sources)
        let app = try AppLocator.locate(in: folder, target: nil).app
        #expect(app.name == "Calculator" && app.sources.count == 2)
    }

    @Test func severalTargetsWithoutAMacOneAreListed() throws {
        let folder = XcodeFixture.temporaryFolder("several")
        defer { try? FileManager.default.removeItem(at: folder) }
        try XcodeFixture.project(in: folder, name: "Game", targets: [.init(name: "Game", sdk: "iphoneos"), .init(name: "Game Watch", sdk: "watchos")],
                                 sources: sources)
        let error = try #require(throws: PortError.self) { try AppLocator.locate(in: folder, target: nil) }
        #expect(error.description == """
            the project has several app targets and none is for macOS; choose one with --target:
              Game (iOS)
              Game Watch (watchOS)
            """)
    }

    @Test func xcode16SynchronisedFoldersBringAllTheirFiles() throws {
        let folder = XcodeFixture.temporaryFolder("sync")
        defer { try? FileManager.default.removeItem(at: folder) }
        try XcodeFixture.write([
            "Timer.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                { objects = {
                  S1 /* Timer */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Timer; sourceTree = "<group>"; };
                  M = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
                  C = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";}; name = Release; };
                  L = {isa = XCConfigurationList; buildConfigurations = (C); };
                  T = {isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = Timer; productType = "com.apple.product-type.application"; };
                  P = {isa = PBXProject; mainGroup = M; targets = (T); };
                }; rootObject = P; }
                """,
            "Timer/TimerApp.swift": "@main struct T {}\n", "Timer/Model/Clock.swift": "\n",
            "Timer/Assets.xcassets/Contents.json": "{}", "TimerTests/TimerTests.swift": "\n",
        ], in: folder)
        let app = try AppLocator.locate(in: folder, target: nil).app
        #expect(app.sources.map(\.lastPathComponent) == ["Clock.swift", "TimerApp.swift"])
        #expect(app.assetCatalogs.count == 1)
        #expect(app.usesSwift6 && app.platforms == [.macOS, .iOS])
    }

    /// A Mac app's fonts are resources of its target, listed in its Info.plist
    /// (`ATSApplicationFontsPath`, `UIAppFonts`) so that `Font.custom` finds them;
    /// the ported package keeps them in `assets/Fonts`, where Trellis adds them.
    @Test func theTargetsFontsAreCopiedIntoTheAssetsFolder() throws {
        let folder = XcodeFixture.temporaryFolder("fonts")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = sources
        files["Fonts/Brand-Bold.otf"] = "an OpenType font"
        files["Fonts/Brand.ttf"] = "a TrueType font"
        try XcodeFixture.project(in: folder.appendingPathComponent("Source"), name: "Notes",
                                 targets: [.init(name: "Notes", sdk: "macosx")], sources: files)
        let app = try AppLocator.locate(in: folder.appendingPathComponent("Source"), target: nil).app
        #expect(app.fonts.map(\.lastPathComponent) == ["Brand-Bold.otf", "Brand.ttf"])
        #expect(app.sources.count == 2, "fonts are not compiled")
        let output = folder.appendingPathComponent("Notes-Linux")
        let result = try Porter.port(.init(source: folder.appendingPathComponent("Source"), output: output,
                                           trellis: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
        let copied = try String(contentsOf: output.appendingPathComponent("assets/Fonts/Brand.ttf"), encoding: .utf8)
        #expect(copied == "a TrueType font")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/Fonts/Brand-Bold.otf").path))
        #expect(result.report.changed.contains("assets/Fonts: the app's 2 font(s) (Brand-Bold.otf, Brand.ttf), for Font.custom"))

        // An Xcode 16 synchronised folder and a plain folder of Swift files bring theirs too.
        let found = FolderScan.files(in: folder.appendingPathComponent("Source/Notes"))
        #expect(found.fonts.map(\.lastPathComponent) == ["Brand-Bold.otf", "Brand.ttf"])
    }

    /// A Mac's standard About panel shows "Version" with `CFBundleShortVersionString`, the build
    /// (`CFBundleVersion`) and `NSHumanReadableCopyright` from the app's Info.plist (AppKit,
    /// `NSApplication.AboutPanelOptionKey.applicationVersion` and `orderFrontStandardAboutPanel(options:)`);
    /// Xcode fills them from `MARKETING_VERSION`, `CURRENT_PROJECT_VERSION` and the `INFOPLIST_KEY_` settings.
    @Test func theVersionAndCopyrightReachTheAboutWindow() throws {
        let folder = XcodeFixture.temporaryFolder("about")
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = #" MARKETING_VERSION = 1.2; CURRENT_PROJECT_VERSION = 34; PRODUCT_BUNDLE_IDENTIFIER = com.example.notes; INFOPLIST_KEY_NSHumanReadableCopyright = "© 2026 Example";"#
        try XcodeFixture.project(in: folder.appendingPathComponent("Source"), name: "Notes",
                                 targets: [.init(name: "Notes", sdk: "macosx", settings: settings)], sources: sources)
        let app = try AppLocator.locate(in: folder.appendingPathComponent("Source"), target: nil).app
        #expect(app.info == ["CFBundleShortVersionString": "1.2", "CFBundleVersion": "34", "CFBundleIdentifier": "com.example.notes",
                             "NSHumanReadableCopyright": "© 2026 Example"])
        let output = folder.appendingPathComponent("Notes-Linux")
        let result = try Porter.port(.init(source: folder.appendingPathComponent("Source"), output: output,
                                           trellis: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
        #expect(result.report.changed.contains("assets/Info.plist: 1.2, 34, com.example.notes, for the About window"))
        let info = AppInfo.read(bundle: nil, assets: output.appendingPathComponent("assets"))
        #expect(info.versionLine == "Version 1.2 (34)" && info.copyright == "© 2026 Example" && info.identifier == "com.example.notes")
    }

    /// An Info.plist whose values name build settings (`$(MARKETING_VERSION)`), as Xcode's templates write it.
    @Test func anInfoPlistsVariablesAreLookedUpInTheSettings() throws {
        let folder = XcodeFixture.temporaryFolder("plist")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
            <key>CFBundleVersion</key><string>7</string>
            <key>CFBundleIdentifier</key><string>$(UNSET_SETTING)</string>
            </dict></plist>
            """.utf8).write(to: plist)
        let settings = ["MARKETING_VERSION": "2.0", "CURRENT_PROJECT_VERSION": "1", "INFOPLIST_KEY_NSHumanReadableCopyright": "© Example"]
        let keys = XcodeProject.aboutKeys(inInfoPlist: XcodeProject.infoPlist(at: plist)) { settings[$0] }
        // The file's literal build number is what Xcode copies into the bundle, over the template's
        // CURRENT_PROJECT_VERSION; a key the file lacks comes from the setting Xcode generates it from.
        #expect(keys == ["CFBundleShortVersionString": "2.0", "CFBundleVersion": "7", "NSHumanReadableCopyright": "© Example"])
    }
}
