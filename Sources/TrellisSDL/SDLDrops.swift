import CSDL2
import Foundation
import TrellisCore

/// Gathers SDL's drop events for one window into core drop events.
///
/// SDL2 sends a drop as DROPBEGIN, one DROPFILE or DROPTEXT per item, then
/// DROPCOMPLETE; the items are gathered so a destination receives all the
/// files of one drop at once, as SwiftUI's do. None of these events says
/// where the drop happened, so the drop goes where the pointer is: the desktop
/// pointer relative to the window when it lies inside it (X11 reports it even
/// while another program owns the drag), else the last motion the window saw.
struct SDLDrops {
    private var files: [URL] = []
    private var texts: [String] = []
    /// Between DROPBEGIN and DROPCOMPLETE; SDL before 2.0.5 sends items without them.
    private var isOpen = false
    /// The pointer's last position from the window's own motion events.
    var lastPointer = Point.zero

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

    /// Where the pointer is in the window's coordinates, as motion events report it.
    private func pointer(in window: OpaquePointer) -> Point {
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
