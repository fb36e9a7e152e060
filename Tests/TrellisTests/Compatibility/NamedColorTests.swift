import Testing
import Trellis
import TrellisTesting

private struct Swatches: View {
    var body: some View {
        HStack(spacing: 0) {
            Color("Leaf")
            Color("Sky")
            Color("Ink")
            Color("NoSuchColour")
        }
    }
}

@MainActor
@Suite struct NamedColorTests {
    @Test func namedColoursComeFromTheAssetsFolderInBothSchemes() {
        let light = ViewHost(Swatches(), width: 400, height: 100)
        #expect(light.color(x: 50, y: 50) == RGBA(r: 0x2E, g: 0x7D, b: 0x32))
        #expect(light.color(x: 150, y: 50) == RGBA(r: 51, g: 153, b: 230))
        #expect(light.color(x: 250, y: 50) == RGBA(r: 0x1A, g: 0x23, b: 0x7E))
        let dark = ViewHost(Swatches().preferredColorScheme(.dark), width: 400, height: 100)
        #expect(dark.color(x: 50, y: 50) == RGBA(r: 0x81, g: 0xC7, b: 0x84))
        #expect(dark.color(x: 150, y: 50) == RGBA(r: 32, g: 64, b: 128))
        #expect(dark.color(x: 250, y: 50) == RGBA(r: 0x1A, g: 0x23, b: 0x7E), "one colour for both schemes")
    }

    @Test func aMissingNameDrawsMagentaAndWarnsOnce() {
        let host = ViewHost(Swatches(), width: 400, height: 100)
        #expect(host.color(x: 350, y: 50) == RGBA(r: 255, g: 0, b: 255))
        host.step(frames: 3)
        #expect(Diagnostics.warnings.filter { $0.contains("\"NoSuchColour\"") }.count == 1)
    }

    @Test func hueSaturationBrightnessAndLinearSpaceConvert() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: .light) == RGBA(r: 255, g: 0, b: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: .light) == RGBA(r: 0, g: 255, b: 0))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5).resolve(in: .light) == RGBA(r: 128, g: 128, b: 128))
        #expect(Color(.sRGBLinear, white: 0.5).resolve(in: .light) == RGBA(r: 188, g: 188, b: 188))
    }

    @Test func malformedCatalogEntriesAreSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-colors-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"Good": "#102030", "Bad": "green", "Half": {"dark": "#000000"}}"##.utf8)
            .write(to: folder.appendingPathComponent("colors.json"))
        let entries = NamedColorCatalog.load(from: folder).entries
        #expect(entries.keys.sorted() == ["Good"])
        #expect(entries["Good"]?.light == RGBA(r: 0x10, g: 0x20, b: 0x30))
    }

    // Apple: a named colour comes from the asset catalog (`Color(_:bundle:)`); here, one whose set is broken says why.
    @Test func aMalformedColourSetIsReportedWithItsReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-colors-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("Broken", ##"{"colors": [{"color": "#112233"##), ("Empty", ##"{"info": {}}"##)] {
            let set = folder.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        let catalog = NamedColorCatalog.load(from: folder)
        #expect(catalog.entries.isEmpty)
        #expect(catalog.problems["Broken"]?.contains("is not valid JSON") == true, "\(catalog.problems)")
        #expect(catalog.problems["Empty"]?.contains("has no \"colors\" list") == true, "\(catalog.problems)")
    }

    @Test func anEightMegabyteColourSetIsRefusedUnread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-colors-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Huge.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // A valid colour set padded with 8 MB of whitespace: before, all of it was parsed (575 MB resident).
        let padding = String(repeating: " ", count: 8 * 1_048_576)
        try Data(#"{"colors": [{"color": {"components": {"red": "1", "green": "0", "blue": "0"}}}]\#(padding)}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let catalog = NamedColorCatalog.load(from: folder)
        #expect(catalog.entries["Huge"] == nil)
        #expect(catalog.problems["Huge"]?.contains("more than the \(NamedColorCatalog.colorSetByteLimit) allowed") == true,
                "\(catalog.problems)")
    }
}
