import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Gathers SDL's drop events for one window into core drop events.
///
/// SDL2 sends a drop as DROPBEGIN, one DROPFILE or DROPTEXT per item, then
/// DROPCOMPLETE, all at once when the user lets go; the items are gathered so
/// a destination receives all the files of one drop at once, as SwiftUI's do.
/// On X11 the drag itself is followed through its XDND messages
/// (`XdndMessage`): each position targets the destination under it, as a
/// repeated `dropBegin`, and leaving ends the highlight with `dropComplete`.
/// The drop goes where the drag was last reported; without XDND messages,
/// where the pointer is (the desktop pointer relative to the window when it
/// lies inside it, else the last motion the window saw).
struct SDLDrops {
    private var files: [URL] = []
    private var texts: [String] = []
    /// Between DROPBEGIN and DROPCOMPLETE; SDL before 2.0.5 sends items without them.
    private var isOpen = false
    /// The pointer's last position from the window's own motion events.
    var lastPointer = Point.zero
    /// Where the drag over the window was last reported, in window pixels.
    private var dragPosition: Point?
    /// What the drag over the window offers, from its XdndEnter.
    private var offer: DropPayload.Kind?

    /// The core events an XDND message about a drag over `window` makes.
    mutating func follow(_ message: XdndMessage, window: OpaquePointer) -> [Event] {
        switch message.kind {
        case .enter(let offersFiles):
            dragPosition = nil
            offer = offersFiles ? .files : .text
            return []
        case .position(let x, let y):
            var windowX: Int32 = 0, windowY: Int32 = 0
            SDL_GetWindowPosition(window, &windowX, &windowY)
            let point = Point(x: Double(x - Int(windowX)), y: Double(y - Int(windowY)))
            dragPosition = point
            return [.dragOver(offer ?? .files, at: point)]
        case .leave:
            dragPosition = nil
            offer = nil
            return [.dropComplete]
        case .drop:
            return []
        }
    }

    /// The core events one SDL drop event makes, in order.
    mutating func translate(_ event: SDL_Event, window: OpaquePointer) -> [Event] {
        let item = event.drop.file.map { pointer in
            defer { SDL_free(pointer) }
            return String(cString: pointer)
        }
        switch SDL_EventType(event.type) {
        case SDL_DROPBEGIN:
            isOpen = true
            files = []
            texts = []
            // A drag followed through its XDND messages stays on the destinations for what it offers.
            if let offer { return [.dragOver(offer, at: pointer(in: window))] }
            return [.dropBegin(at: pointer(in: window))]
        case SDL_DROPFILE:
            guard let item else { return [] }
            files.append(URL(fileURLWithPath: item))
            return isOpen ? [] : flush(window: window)
        case SDL_DROPTEXT:
            guard let item else { return [] }
            texts.append(item)
            return isOpen ? [] : flush(window: window)
        case SDL_DROPCOMPLETE:
            isOpen = false
            defer { (dragPosition, offer) = (nil, nil) }
            return flush(window: window) + [.dropComplete]
        default:
            return []
        }
    }

    /// The gathered items as drops, files first.
    private mutating func flush(window: OpaquePointer) -> [Event] {
        let point = pointer(in: window)
        var events: [Event] = files.isEmpty ? [] : [.drop(.files(files), at: point)]
        events += texts.map { .drop(.text($0), at: point) }
        files = []
        texts = []
        return events
    }

    /// Where the drop is in the window's coordinates, as motion events report positions.
    private func pointer(in window: OpaquePointer) -> Point {
        if let dragPosition { return dragPosition }
        var globalX: Int32 = 0, globalY: Int32 = 0, windowX: Int32 = 0, windowY: Int32 = 0
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetGlobalMouseState(&globalX, &globalY)
        SDL_GetWindowPosition(window, &windowX, &windowY)
        SDL_GetWindowSize(window, &width, &height)
        let x = globalX - windowX, y = globalY - windowY
        guard x >= 0, y >= 0, x < width, y < height else { return lastPointer }
        return Point(x: Double(x), y: Double(y))
    }
}
