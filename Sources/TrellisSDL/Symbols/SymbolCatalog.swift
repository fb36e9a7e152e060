import Foundation

/// Maps SF Symbols-style names to glyphs of the Material Icons font.
///
/// Material Icons has no separate outline font, so an SF outline symbol maps to
/// Material's `_border` or `_outline` glyph, and its `.fill` form to the plain one.
/// Names not in the table are looked up as Material names (`home`, `photo_camera`)
/// in the codepoints list that Debian ships beside the font.
enum SymbolCatalog {
    /// One glyph: the Material name, for messages, and its codepoint.
    struct Glyph: Hashable, Sendable {
        /// The Material Icons name.
        let material: String
        /// The codepoint in the Material Icons font's private use area.
        let codepoint: UInt32
    }

    /// The glyph for `name`, or `nil` when neither table knows it.
    static func glyph(named name: String) -> Glyph? {
        if let known = sfSymbols[name] { return known }
        let material = name.replacingOccurrences(of: ".", with: "_")
        if let codepoint = materialCodepoints[material] { return Glyph(material: material, codepoint: codepoint) }
        return nil
    }

    /// The SF-style names this table maps explicitly.
    static var mappedNames: [String] { sfSymbols.keys.sorted() }

    /// Codepoints from the `scss/_variables.scss` list Debian ships with the font.
    private static let materialCodepoints: [String: UInt32] = {
        let file = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [:] }
        var table: [String: UInt32] = [:]
        // Lines look like `	"star_border": e83a,`.
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: " \t\""))
            let hex = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t,"))
            if let codepoint = UInt32(hex, radix: 16), !name.isEmpty { table[name] = codepoint }
        }
        return table
    }()

    private static func g(_ material: String, _ codepoint: UInt32) -> Glyph {
        Glyph(material: material, codepoint: codepoint)
    }

    private static let sfSymbols: [String: Glyph] = [
        "star": g("star_border", 0xE83A),
        "star.fill": g("star", 0xE838),
        "star.leadinghalf.filled": g("star_half", 0xE839),
        "heart": g("favorite_border", 0xE87E),
        "heart.fill": g("favorite", 0xE87D),
        "trash": g("delete_outline", 0xE92E),
        "trash.fill": g("delete", 0xE872),
        "plus": g("add", 0xE145),
        "minus": g("remove", 0xE15B),
        "xmark": g("close", 0xE5CD),
        "checkmark": g("check", 0xE5CA),
        "gear": g("settings", 0xE8B8),
        "gearshape": g("settings", 0xE8B8),
        "gearshape.fill": g("settings", 0xE8B8),
        "magnifyingglass": g("search", 0xE8B6),
        "chevron.left": g("chevron_left", 0xE5CB),
        "chevron.right": g("chevron_right", 0xE5CC),
        "chevron.up": g("expand_less", 0xE5CE),
        "chevron.down": g("expand_more", 0xE5CF),
        "folder": g("folder", 0xE2C7),
        "folder.fill": g("folder", 0xE2C7),
        "doc": g("insert_drive_file", 0xE24D),
        "doc.fill": g("insert_drive_file", 0xE24D),
        "doc.text": g("description", 0xE873),
        "doc.on.doc": g("content_copy", 0xE14D),
        "doc.on.clipboard": g("content_paste", 0xE14F),
        "play.fill": g("play_arrow", 0xE037),
        "play": g("play_arrow", 0xE037),
        "pause.fill": g("pause", 0xE034),
        "pause": g("pause", 0xE034),
        "stop.fill": g("stop", 0xE047),
        "forward.fill": g("fast_forward", 0xE01F),
        "backward.fill": g("fast_rewind", 0xE020),
        "forward.end.fill": g("skip_next", 0xE044),
        "backward.end.fill": g("skip_previous", 0xE045),
        "arrow.clockwise": g("refresh", 0xE5D5),
        "arrow.left": g("arrow_back", 0xE5C4),
        "arrow.right": g("arrow_forward", 0xE5C8),
        "arrow.up": g("arrow_upward", 0xE5D8),
        "arrow.down": g("arrow_downward", 0xE5DB),
        "house": g("home", 0xE88A),
        "house.fill": g("home", 0xE88A),
        "person": g("person_outline", 0xE7FF),
        "person.fill": g("person", 0xE7FD),
        "info.circle": g("info_outline", 0xE88F),
        "info.circle.fill": g("info", 0xE88E),
        "questionmark.circle": g("help_outline", 0xE8FD),
        "questionmark.circle.fill": g("help", 0xE887),
        "exclamationmark.triangle": g("warning", 0xE002),
        "exclamationmark.triangle.fill": g("warning", 0xE002),
        "exclamationmark.circle": g("error_outline", 0xE001),
        "exclamationmark.circle.fill": g("error", 0xE000),
        "bell": g("notifications_none", 0xE7F5),
        "bell.fill": g("notifications", 0xE7F4),
        "pencil": g("edit", 0xE3C9),
        "ellipsis": g("more_horiz", 0xE5D3),
        "line.3.horizontal": g("menu", 0xE5D2),
        "list.bullet": g("list", 0xE896),
        "square.grid.2x2": g("grid_view", 0xE9B0),
        "slider.horizontal.3": g("tune", 0xE429),
        "line.3.horizontal.decrease": g("filter_list", 0xE152),
        "xmark.circle.fill": g("cancel", 0xE5C9),
        "checkmark.circle": g("check_circle_outline", 0xE92D),
        "checkmark.circle.fill": g("check_circle", 0xE86C),
        "plus.circle": g("add_circle_outline", 0xE148),
        "plus.circle.fill": g("add_circle", 0xE147),
        "minus.circle": g("remove_circle_outline", 0xE15D),
        "minus.circle.fill": g("remove_circle", 0xE15C),
        "photo": g("image", 0xE3F4),
        "camera": g("photo_camera", 0xE412),
        "camera.fill": g("photo_camera", 0xE412),
        "calendar": g("calendar_today", 0xE935),
        "clock": g("schedule", 0xE8B5),
        "envelope": g("mail_outline", 0xE0E1),
        "envelope.fill": g("mail", 0xE158),
        "lock": g("lock_outline", 0xE899),
        "lock.fill": g("lock", 0xE897),
        "lock.open": g("lock_open", 0xE898),
        "bookmark": g("bookmark_border", 0xE867),
        "bookmark.fill": g("bookmark", 0xE866),
        "square.and.arrow.up": g("share", 0xE80D),
        "square.and.arrow.down": g("file_download", 0xE2C4),
        "icloud": g("cloud_queue", 0xE2C2),
        "icloud.fill": g("cloud", 0xE2BD),
        "speaker.wave.2.fill": g("volume_up", 0xE050),
        "speaker.slash.fill": g("volume_off", 0xE04F),
        "link": g("link", 0xE157),
        "eye": g("visibility", 0xE8F4),
        "eye.slash": g("visibility_off", 0xE8F5),
        "phone": g("phone", 0xE0CD),
        "phone.fill": g("phone", 0xE0CD),
        "mappin": g("place", 0xE55F),
        "map": g("map", 0xE55B),
        "paperplane": g("send", 0xE163),
        "paperplane.fill": g("send", 0xE163),
        "flag": g("outlined_flag", 0xE16E),
        "flag.fill": g("flag", 0xE153),
        "bolt.fill": g("bolt", 0xEA0B),
        // What a system tool shows: processors, drives, charts, networks, and stopping things.
        "cpu": g("memory", 0xE322),
        "memorychip": g("memory", 0xE322),
        "internaldrive": g("storage", 0xE1DB),
        "externaldrive": g("save", 0xE161),
        "chart.xyaxis.line": g("show_chart", 0xE6E1),
        "chart.line.uptrend.xyaxis": g("show_chart", 0xE6E1),
        "gauge": g("speed", 0xE9E4),
        "network": g("lan", 0xEB2F),
        "wifi": g("wifi", 0xE63E),
        "terminal": g("terminal", 0xEB8E),
        "xmark.octagon": g("dangerous", 0xE99A),
        "xmark.octagon.fill": g("dangerous", 0xE99A),
        "stop.circle": g("stop_circle", 0xEF71),
        "xmark.circle": g("highlight_off", 0xE888),
    ]
}
