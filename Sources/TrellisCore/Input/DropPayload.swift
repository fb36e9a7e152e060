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

    /// The items as transferable values: one per file, or the text.
    var items: [any Transferable] {
        switch self {
        case .files(let urls): urls
        case .text(let text): [text]
        }
    }
}
