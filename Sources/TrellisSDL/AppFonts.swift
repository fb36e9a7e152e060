import CFontconfig
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// The fonts an app ships in its assets folder, which `Font.custom` then finds
/// by family or PostScript name, as a Mac app finds the fonts its Info.plist
/// lists (`ATSApplicationFontsPath`, `UIAppFonts`).
///
/// They are added to fontconfig's fonts for this process only, not installed:
/// the desktop and other programs never see them.
@MainActor
package enum AppFonts {
    /// The extensions of the font files an app can ship.
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    private static var registeredFolders: Set<String> = []

    /// Adds the fonts of the process's assets folder, the first time any named face is looked up.
    static func registerProcessFonts() {
        if let folder = AssetLocator.processAssets { register(in: folder) }
    }

    /// Adds every font file below `folder` to this process's fonts, once per
    /// folder, and returns the files added. A file fontconfig cannot read
    /// warns once, naming it, and is left out.
    @discardableResult
    package static func register(in folder: URL) -> [URL] {
        guard registeredFolders.insert(folder.standardizedFileURL.path).inserted else { return [] }
        var added: [URL] = []
        for file in fontFiles(below: folder) {
            if FcConfigAppFontAddFile(nil, file.path) != 0 {
                added.append(file)
            } else {
                Diagnostics.warnOnce("font.app:\(file.path)",
                                     "\(file.path) is not a font that fontconfig can read; Font.custom will not find it")
            }
        }
        // Names asked for before may have been answered with "no such face".
        if !added.isEmpty { NamedFontLookup.forgetAnswers() }
        return added
    }

    /// The font files below `folder`, sorted by path, so the first of two files naming the same face wins every time.
    static func fontFiles(below folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            // An asset catalog holds pictures and colours, never fonts: its many files need no look.
            if url.pathExtension == "xcassets" {
                walker.skipDescendants()
            } else if extensions.contains(url.pathExtension.lowercased()) {
                files.append(url.standardizedFileURL)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
