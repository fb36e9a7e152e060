import Foundation

/// One `TRELLIS_*` environment variable: what it takes, what it does and what
/// holds when it is unset.
package struct EnvironmentVariable: Sendable, Equatable {
    /// The variable's name, `TRELLIS_` and all.
    package let name: String
    /// The values it takes, as `N`, `DIR` or `dark|light`.
    package let values: String
    /// What it does, in one sentence without a full stop.
    package let summary: String
    /// What holds when it is unset or empty.
    package let defaultValue: String

    /// `NAME=VALUES`, as the README and `--help` write it.
    package var assignment: String { "\(name)=\(values)" }

    /// Its row in the README's table, `|` escaped as Markdown tables need.
    package var markdownRow: String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        return "| `\(cell(assignment))` | \(cell(summary)) | \(cell(defaultValue)) |"
    }
}

/// Every `TRELLIS_*` variable any part of Trellis reads: the one list that
/// `--help` prints and the README's table is checked against, so neither can
/// forget one (`EnvironmentVariablesTests` also finds each name read in `Sources/`).
package enum EnvironmentVariables {
    /// The variables, in the order `--help` and the README show them.
    package static let all: [EnvironmentVariable] = [
        .init(name: "TRELLIS_ASSETS", values: "DIR",
              summary: "the assets folder for `Image(\"name\")` and `Color(\"name\")`",
              defaultValue: "`assets/` in the working folder, else the installed or the package's `assets`"),
        .init(name: "TRELLIS_FONT", values: "FILE",
              summary: "a `.ttf`/`.otf` file used for all text of the default design; one that cannot be opened falls back to fontconfig's choice with one warning",
              defaultValue: "fontconfig's sans-serif face"),
        .init(name: "TRELLIS_SCALE", values: "N",
              summary: "pixels per point, from 0.5 to 4 (2 on a HiDPI screen); wins over `GDK_SCALE` and the desktop's scale",
              defaultValue: "`GDK_SCALE`, else `Xft.dpi` / 96, else 1"),
        .init(name: "TRELLIS_COLOR_SCHEME", values: "dark|light",
              summary: "light or dark whatever the desktop says; any other value warns once and is ignored",
              defaultValue: "the desktop's scheme"),
        .init(name: "TRELLIS_ACCESSIBILITY", values: "1|0",
              summary: "serve screen readers over AT-SPI whatever the desktop says, or never",
              defaultValue: "on while `org.a11y.Status` says a reader runs"),
        .init(name: "TRELLIS_REDUCE_MOTION", values: "1|0",
              summary: "`accessibilityReduceMotion` whatever the desktop says",
              defaultValue: "GNOME's `enable-animations`, off"),
        .init(name: "TRELLIS_FPS", values: "N",
              summary: "frames per second of the window's fixed clock, from 1 to 1000",
              defaultValue: "60"),
        .init(name: "TRELLIS_STATS", values: "1|frames",
              summary: "`1` prints a line of frame statistics (fps, p99, bodies, textures) each second; `frames` also prints a line per drawn frame: when it ended (monotonic seconds), its work (update, layout, display, render, present) and each phase",
              defaultValue: "off"),
        .init(name: "TRELLIS_DEFAULTS_DIR", values: "DIR",
              summary: "where `@AppStorage` and `UserDefaults.standard` keep their values: `DIR/<program>.plist`",
              defaultValue: "`$XDG_CONFIG_HOME/<program>.plist` (`~/.config/<program>.plist`)"),
        .init(name: "TRELLIS_ATLAS", values: "0|1",
              summary: "whether small graphics (texts, symbols and shapes up to 256 px a side) share atlas textures, which saves a texture switch per graphic on OpenGL; `1` or `0` forces it either way, FrameBench's hand-written baseline included",
              defaultValue: "on for accelerated renderers, off for the software one"),
        .init(name: "TRELLIS_PRESENT_WHOLE", values: "1",
              summary: "on the software renderer, copy the whole window to the screen after each frame that drew, instead of only the rectangles it repainted: for comparing the two",
              defaultValue: "off"),
        .init(name: "TRELLIS_DUMP_TEXT_FRAMES", values: "1|every",
              summary: "`1` prints where each text is, in window pixels, after the first drawn frame, for driving a window from outside with `xdotool`; `every` prints them after each drawn frame, each frame ending with a `text-frames-time:` line (when it was drawn, in seconds of the monotonic clock) and a `text-frames-end` line",
              defaultValue: "off"),
        .init(name: "TRELLIS_IMAGE_MAX_PIXELS", values: "N",
              summary: "the pixel budget: a picture whose header claims more pixels is refused before decoding and shows a placeholder, with one warning",
              defaultValue: "64000000"),
        .init(name: "TRELLIS_IMAGE_CACHE_MB", values: "N",
              summary: "megabytes of decoded pictures kept for reuse, least recently used dropped first (pictures on screen keep their textures regardless)",
              defaultValue: "128"),
        .init(name: "TRELLIS_MAX_OPEN_FONTS", values: "N",
              summary: "fonts (one per file, size and style) each window keeps open, least recently used closed first; at least 4",
              defaultValue: "32"),
        .init(name: "TRELLIS_FILE_CHOOSER", values: "portal|builtin",
              summary: "which file dialog `fileImporter` and `fileExporter` open: the desktop's through xdg-desktop-portal, or Trellis's own",
              defaultValue: "the portal when there is a session bus"),
        .init(name: "TRELLIS_DISPLAY_CHECK", values: "1",
              summary: "after every frame, builds the display list afresh and compares it with the kept one, warning once and showing the fresh one where they differ (slow; for finding bugs)",
              defaultValue: "off"),
        .init(name: "TRELLIS_DISPLAY_CHECK_FATAL", values: "1",
              summary: "with the check on, stops the program at the first difference, printing both graphics",
              defaultValue: "off"),
        .init(name: "TRELLIS_ACCESSIBILITY_CHECK", values: "1|fatal",
              summary: "in debug builds, builds each accessibility tree also from scratch and compares it with the kept one, warning once where they differ, or stopping with `fatal` (slow; for finding changes that marked nothing)",
              defaultValue: "off"),
        .init(name: "TRELLIS_DUMP", values: "FILE",
              summary: "writes the view graph, layout tree and display list of each window's first drawn frame to `FILE`; Ctrl+Alt+Shift+D writes them again, to `FILE.frame<N>` (see `docs/debugging.md`)",
              defaultValue: "off; the chord writes to the temporary folder"),
        .init(name: "TRELLIS_TRACE", values: "FILE",
              summary: "writes a Chrome trace of every window's frames (phases, bodies by view type, layout passes, rasterisations, missed frames, texture and memory counters) to `FILE`, which Perfetto opens; as `--trace FILE` (see `docs/frame-timing.md`)",
              defaultValue: "off"),
        .init(name: "TRELLIS_TRACE_SECONDS", values: "N",
              summary: "seconds of frames the trace keeps; older ones are dropped as new ones come",
              defaultValue: "30"),
        .init(name: "TRELLIS_OVERLAY", values: "1",
              summary: "shows the performance overlay (recent frame times by phase, the 16.7 ms line, missed frames, bodies, texture memory) in every window; Ctrl+Alt+P shows or hides it in one",
              defaultValue: "off; Ctrl+Alt+P shows it"),
    ]

    /// The value of the process's environment variable `name`, if it is set.
    ///
    /// Read with `getenv`: `ProcessInfo.processInfo.environment` copies every
    /// variable into a new dictionary on each read, about 360,000 instructions
    /// under `xvfb-run`, and a display list builder asked it once for every
    /// graph made (a window, a sheet, a first frame), and each part of a new
    /// window once or twice for its own variable.
    package static func value(of name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The README's table: a header and one row per variable.
    package static var markdownTable: String {
        (["| variable | effect | default |", "|---|---|---|"] + all.map(\.markdownRow)).joined(separator: "\n")
    }

    /// The variables as `--help` lists them: one paragraph each, unindented,
    /// since ArgumentParser wraps long lines without keeping an indent.
    package static var helpText: String {
        func plain(_ text: String) -> String { text.replacingOccurrences(of: "`", with: "") }
        return "Environment variables:\n" + all.map { variable in
            "\(variable.assignment): \(plain(variable.summary)) (default: \(plain(variable.defaultValue)))"
        }.joined(separator: "\n")
    }
}
