import CSDL2
import Foundation
import Testing
import Trellis
@testable import TrellisSDL

@MainActor
@Suite struct SDLDropEventTests {
    private func dropEvent(_ type: SDL_EventType, _ item: String? = nil, window: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.drop.type = type.rawValue
        event.drop.windowID = window
        // SDL hands over a string of its own allocation, which the window frees.
        event.drop.file = item.flatMap { SDL_strdup($0) }
        return event
    }

    private func events(_ translation: SDLWindow.Translation?) -> [Event] {
        switch translation {
        case .events(let events)?: events
        case .event(let event, _)?: [event]
        default: []
        }
    }

    @Test func sdlDropEventsBecomeOneDropOfAllTheFilesAtThePointer() throws {
        let window = try SDLWindow(title: "Drops", content: Color.red, size: Size(width: 200, height: 100),
                                   headless: true, scale: 1)
        defer { window.close() }
        var motion = SDL_Event()
        motion.motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.windowID = window.windowID
        motion.motion.x = 30
        motion.motion.y = 40
        _ = window.translate(motion)
        var seen: [Event] = []
        seen += events(window.translate(dropEvent(SDL_DROPBEGIN, window: window.windowID)))
        seen += events(window.translate(dropEvent(SDL_DROPFILE, "/tmp/one.txt", window: window.windowID)))
        seen += events(window.translate(dropEvent(SDL_DROPFILE, "/tmp/two.txt", window: window.windowID)))
        seen += events(window.translate(dropEvent(SDL_DROPTEXT, "some words", window: window.windowID)))
        seen += events(window.translate(dropEvent(SDL_DROPCOMPLETE, window: window.windowID)))
        #expect(seen.count == 4)
        guard seen.count == 4, case .dropBegin(let begin) = seen[0], case let .drop(.files(files), at) = seen[1],
              case .drop(.text("some words"), _) = seen[2], case .dropComplete = seen[3] else {
            Issue.record("unexpected events \(seen)")
            return
        }
        #expect(files == [URL(fileURLWithPath: "/tmp/one.txt"), URL(fileURLWithPath: "/tmp/two.txt")])
        // The position is the desktop pointer's when it is over the window, else the last motion.
        #expect(begin == at)
        #expect(at.x >= 0 && at.x < 200 && at.y >= 0 && at.y < 100)
    }
}
