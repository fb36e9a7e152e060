import CFontconfig
@_spi(TrellisExtension) import TrellisCore

/// Finds the file of a face asked for by name with `Font.custom`: a PostScript
/// name ("DejaVuSerif-Bold") names one face, a family ("DejaVu Serif") a set
/// of faces from which fontconfig picks the weight and slant.
///
/// fontconfig always answers a family query with *some* font, so the answer
/// is only taken when its family or full name is the one asked for.
@MainActor
enum NamedFontLookup {
    // fontconfig's answers are the same for every window, so they are asked once per process.
    private static var paths: [String: String?] = [:]
    private static var appFontsAdded = false

    /// Drops every answer, as fonts were added since.
    static func forgetAnswers() { paths.removeAll() }

    /// The file for `name` at the weight and slant of `font`, or `nil` when no installed face has that name.
    static func path(named name: String, like font: Font) -> String? {
        if !appFontsAdded {
            appFontsAdded = true
            AppFonts.registerProcessFonts()
        }
        let key = "\(name)|\(font.weight.rawValue)|\(font.isItalic)|\(font.width.fontconfigWidth)"
        if let known = paths[key] { return known }
        let found = postScriptFace(name) ?? familyFace(name, like: font)
        paths[key] = found
        return found
    }

    private static func postScriptFace(_ name: String) -> String? {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        add(name, as: FC_POSTSCRIPT_NAME, to: pattern)
        FcObjectSetAdd(objects, FC_FILE)
        guard let list = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        guard list.pointee.nfont > 0, let first = list.pointee.fonts[0] else { return nil }
        return string(FC_FILE, of: first, at: 0)
    }

    private static func familyFace(_ name: String, like font: Font) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        add(name, as: FC_FAMILY, to: pattern)
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FcWeightFromOpenType(Int32(font.weight.rawValue))))
        FcPatternAddInteger(pattern, FC_SLANT, font.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        if font.width != .standard { FcPatternAddInteger(pattern, FC_WIDTH, font.width.fontconfigWidth) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        let wanted = name.lowercased()
        let names = [FC_FAMILY, FC_FULLNAME].flatMap { object in
            (0..<8).compactMap { string(object, of: matched, at: $0)?.lowercased() }
        }
        guard names.contains(wanted) else { return nil }
        return string(FC_FILE, of: matched, at: 0)
    }

    private static func add(_ value: String, as object: String, to pattern: OpaquePointer) {
        value.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { _ = FcPatternAddString(pattern, object, $0) }
        }
    }

    private static func string(_ object: String, of pattern: OpaquePointer, at index: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
