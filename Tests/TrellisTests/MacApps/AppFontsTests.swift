import Foundation
import Testing
import Trellis
@testable import TrellisSDL
import TrellisTesting

/// A Mac app ships its own fonts in its bundle and lists them in its Info.plist
/// (`ATSApplicationFontsPath` on macOS, `UIAppFonts` on iOS); `Font.custom(_:size:)`
/// then finds them by family or PostScript name (Apple, "Applying custom fonts to
/// text"). On Linux an app's fonts are the font files in its assets folder, which
/// `trellis port` fills from the project's resources.
@MainActor @Suite struct AppFontsTests {
    /// DejaVu Sans under another name, standing for a font nobody installed: the
    /// family "Ported Face", the PostScript name "PortedFace". The names have the
    /// lengths of DejaVu's, so the name table's offsets stay right.
    static func writePortedFace(to url: URL) throws {
        var data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        for (old, new) in [("DejaVu Sans", "Ported Face"), ("DejaVuSans", "PortedFace")] {
            for encoding in [String.Encoding.ascii, .utf16BigEndian] {
                data = data.replacing(old.data(using: encoding)!, with: new.data(using: encoding)!)
            }
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    struct Titles: View {
        var body: some View {
            VStack {
                Text("By family").font(.custom("Ported Face", size: 20))
                Text("By PostScript name").font(.custom("PortedFace", size: 20))
            }
        }
    }

    @Test func aFontInTheAssetsFolderIsFoundByFamilyAndByPostScriptName() throws {
        let assets = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: assets) }
        let file = assets.appendingPathComponent("Fonts/PortedFace.ttf")
        try Self.writePortedFace(to: file)
        try Data("not a font".utf8).write(to: assets.appendingPathComponent("Fonts/Broken.otf"))
        let family = Font.custom("Ported Face", size: 20)
        // Before the app's fonts are added, nothing has the name: the default face draws it, and a reader hears that face's family.
        #expect(FontLibrary.familyName(for: family) == FontLibrary.familyName(for: .body))
        #expect(FontLibrary.path(for: family) != file.path)

        #expect(AppFonts.register(in: assets) == [file], "the broken file is left out, with a warning")
        #expect(AppFonts.register(in: assets).isEmpty, "a folder is added once")
        #expect(FontLibrary.path(for: family) == file.path)
        #expect(FontLibrary.path(for: .custom("PortedFace", size: 20)) == file.path)
        #expect(FontLibrary.familyName(for: family) == "Ported Face")

        // Drawn in it: both texts measure as DejaVu Sans would at 20 points, and a reader hears the family.
        let host = ViewHost(Titles(), width: 400, height: 120)
        host.step()
        let attributes = try #require(host.accessibilityElement(role: .label, name: "By family")?.textAttributes)
        #expect(attributes.font.name == "Ported Face" && attributes.font.size == 20)
        #expect(host.frame(ofText: "By PostScript name") != nil)
    }
}
