import Foundation
import Testing
@testable import Trellis
import TrellisTesting

/// A Mac's standard About panel reads the app's Info.plist: "Version" and `CFBundleShortVersionString`,
/// the build from `CFBundleVersion` when it differs, and the `NSHumanReadableCopyright` line; with
/// neither version key it shows no version (AppKit, `NSApplication.AboutPanelOptionKey.applicationVersion`
/// and `.version`; `orderFrontStandardAboutPanel(options:)` for the copyright).
@MainActor @Suite struct AboutWindowTests {
    @Test func theWindowShowsTheVersionAndCopyright() {
        let info = AppInfo(["CFBundleShortVersionString": "1.2", "CFBundleVersion": "34", "NSHumanReadableCopyright": "© 2026 Example"])
        let host = ViewHost(AboutScene.content(title: "Notes", info: info), width: 300, height: 200)
        host.step()
        #expect(host.texts == ["Notes", "Version 1.2 (34)", "© 2026 Example", "Made with Trellis"])
        let bare = ViewHost(AboutScene.content(title: "Notes", info: AppInfo([:])), width: 300, height: 200)
        bare.step()
        #expect(bare.texts == ["Notes", "Made with Trellis"])
    }

    @Test func versionLinesFollowWhatTheAppSays() {
        #expect(AppInfo(["CFBundleShortVersionString": "1.2", "CFBundleVersion": "1.2"]).versionLine == "Version 1.2")
        #expect(AppInfo(["CFBundleVersion": "58"]).versionLine == "Version 58")
        #expect(AppInfo(["CFBundleShortVersionString": "$(MARKETING_VERSION)"]).versionLine == nil, "an unexpanded build variable is no version")
    }

    @Test func theBundleWinsAndTheAssetsFolderFillsTheRest() throws {
        let assets = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-about-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: assets) }
        let plist = try PropertyListSerialization.data(fromPropertyList: ["CFBundleShortVersionString": "1.0", "NSHumanReadableCopyright": "© Example"],
                                                       format: .xml, options: 0)
        try plist.write(to: assets.appendingPathComponent("Info.plist"))
        let info = AppInfo.read(bundle: ["CFBundleShortVersionString": "2.0"], assets: assets)
        #expect(info.version == "2.0" && info.copyright == "© Example")
        // A damaged file is no version, with a warning, not a failure.
        try Data("not a plist".utf8).write(to: assets.appendingPathComponent("Info.plist"))
        #expect(AppInfo.read(bundle: nil, assets: assets) == AppInfo([:]))
    }
}
