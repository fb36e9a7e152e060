import Foundation

/// What another program dropped on a window.
///
/// Files and text arrive separately because the desktop sends them as
/// separate kinds; a destination receives whichever its payload type can be made from.
public enum DropPayload: Sendable, Equatable {
    /// Files, as file URLs, in the order they were dropped.
    case files([URL])
    /// Text, as the other program offered it.
    case text(String)

    /// What a drag from another program offers before it drops, as far as
    /// the desktop says: files, or text.
    public enum Kind: Sendable, Equatable {
        /// Files (the drag offers a list of URIs).
        case files
        /// Text.
        case text

        /// Values standing for what will be dropped, to ask destinations
        /// whether they take that kind before the real items arrive.
        var standIns: [any Transferable] {
            switch self {
            case .files: [URL(fileURLWithPath: "/")]
            case .text: ["text"]
            }
        }
    }

    /// The items as transferable values: one per file, or the text.
    ///
    /// A file that is gone by the time it arrives (a drag from a folder that
    /// changed meanwhile) is left out with a warning, so a destination never
    /// receives a path it cannot open; a drop of only such files delivers nothing.
    var items: [any Transferable] {
        switch self {
        case .files(let urls):
            let present = urls.filter { !$0.isFileURL || FileManager.default.fileExists(atPath: $0.path) }
            for gone in urls where !present.contains(gone) {
                Diagnostics.warnOnce("drop-gone.\(gone.path)", "a dropped file no longer exists and was left out: \(gone.path)")
            }
            return present
        case .text(let text): return [text]
        }
    }
}
