import Foundation
import Testing
import Trellis
import TrellisTesting
@testable import TrellisPort

/// Xcode generates `ColorResource`/`ImageResource` symbols for asset catalogs, with a
/// lowercased first letter and a trailing "Color"/"Image" dropped (AccentColor → `.accent`);
/// `Color(_: ColorResource)` and `Image(_: ImageResource)` take them (DeveloperToolsSupport, macOS 14).
@MainActor
@Suite struct AssetSymbolsTests {
    @Test func symbolNamesFollowXcode() {
        #expect(AssetSymbols.identifier(for: "AccentColor", droppingSuffix: "Color") == "accent")
        #expect(AssetSymbols.identifier(for: "BrandBlue", droppingSuffix: "Color") == "brandBlue")
        #expect(AssetSymbols.identifier(for: "brand-blue light", droppingSuffix: "Color") == "brandBlueLight")
        #expect(AssetSymbols.identifier(for: "HeroImage", droppingSuffix: "Image") == "hero")
        #expect(AssetSymbols.identifier(for: "3D", droppingSuffix: "Image") == "_3D")
        #expect(AssetSymbols.identifier(for: "Default", droppingSuffix: "Image") == "`default`")
    }

    /// A public Mac app (a Pomodoro timer) names a colour set "breakColor": Xcode's symbol is
    /// `` `break` ``, and an unescaped `static let break` stopped the ported app's build.
    @Test func everyReservedWordIsEscaped() throws {
        #expect(AssetSymbols.identifier(for: "breakColor", droppingSuffix: "Color") == "`break`")
        for word in ["associatedtype", "deinit", "fileprivate", "inout", "internal", "precedencegroup", "subscript", "typealias",
                     "break", "continue", "defer", "do", "fallthrough", "guard", "throw", "where", "catch", "rethrows",
                     "throws", "try", "super"] {
            #expect(AssetSymbols.identifier(for: word, droppingSuffix: "Color") == "`\(word)`")
        }
        let source = try #require(AssetSymbols.source(colorNames: ["breakColor"], imageNames: []))
        #expect(source.contains("    static let `break` = ColorResource(name: \"breakColor\", bundle: .main)"))
        #expect(source.contains("    static var `break`: Color { Color(.`break`) }"))
    }

    @Test func generatedFileDeclaresResourcesAndColorProperties() throws {
        let source = try #require(AssetSymbols.source(colorNames: ["AccentColor", "Red"], imageNames: ["Logo"]))
        #expect(source.contains("    static let accent = ColorResource(name: \"AccentColor\", bundle: .main)"))
        #expect(source.contains("    static let red = ColorResource(name: \"Red\", bundle: .main)"))
        #expect(source.contains("extension Color {\n    static var accent: Color { Color(.accent) }\n}"))
        #expect(!source.contains("static var red"))   // Color.red exists already
        #expect(source.contains("extension ImageResource {\n    static let logo = ImageResource(name: \"Logo\", bundle: .main)\n}"))
        #expect(AssetSymbols.source(colorNames: [], imageNames: []) == nil)
    }

    @Test func colorResourceDrawsItsColourSet() {
        // Trellis's own assets/ holds Sky.colorset (0.2, 0.6, 0.9).
        let host = ViewHost(Color(ColorResource(name: "Sky", bundle: .main)), width: 20, height: 20)
        host.step()
        #expect(host.color(x: 10, y: 10) == RGBA(r: 51, g: 153, b: 230))
    }

    @Test func catalogScanFindsColoursImagesAndTheLargestIcon() throws {
        let folder = XcodeFixture.temporaryFolder("catalog")
        defer { try? FileManager.default.removeItem(at: folder) }
        try XcodeFixture.writeCatalog(at: folder.appendingPathComponent("Assets.xcassets"))
        let catalog = AssetCatalog(catalogs: [folder.appendingPathComponent("Assets.xcassets")], appIconName: "AppIcon")
        #expect(catalog.colorNames == ["AccentColor", "BrandBlue"])
        #expect(catalog.images.map(\.name) == ["Logo"] && catalog.images.first?.file.lastPathComponent == "logo.png")
        #expect(catalog.appIcon?.lastPathComponent == "icon_512.png")
    }
}
