import CSDL2
import Foundation
import Testing
import Trellis
@testable import TrellisSDL
import TrellisTesting

/// A value of the app's own type, which files and text from outside are not.
private struct Card: Transferable, Equatable {
    let name: String
}

/// A card slot inside a panel that takes text: the slot wants cards only.
private struct Panel: View {
    @State private var targeted: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            Text(targeted.isEmpty ? "Nothing targeted" : targeted.joined(separator: ", "))
                .frame(width: 300, height: 40)
            Color.blue.frame(width: 200, height: 100)
                .dropDestination(for: Card.self) { _, _ in true } isTargeted: { mark("Slot", $0) }
        }
        .frame(width: 300, height: 200)
        .dropDestination(for: String.self) { _, _ in true } isTargeted: { mark("Panel", $0) }
    }

    private func mark(_ name: String, _ on: Bool) {
        targeted.removeAll { $0 == name }
        if on { targeted.append(name) }
    }
}

/// A zone for images that says when it is targeted.
private struct ImageZone: View {
    @State private var isTargeted = false

    var body: some View {
        Text(isTargeted ? "Images targeted" : "Images")
            .frame(width: 200, height: 200)
            .onDrop(of: [.image], isTargeted: $isTargeted) { _ in true }
    }
}

/// A drag from another program that hovers before it drops (X11's XDND messages, as `Event.dragOver`).
@MainActor
@Suite struct DragOverTests {
    @Test func aHoveringDragTargetsOnlyDestinationsForWhatItOffers() {
        let host = ViewHost(Panel(), width: 300, height: 200)
        host.send(.dragOver(.files, at: Point(x: 150, y: 90)))
        host.step()
        // Files can become text (their paths), never cards: the panel around the slot is targeted.
        #expect(host.texts.contains("Panel"))
        host.send(.dragOver(.text, at: Point(x: 150, y: 20)))
        host.step()
        #expect(host.texts.contains("Panel"))
        // Leaving without a drop ends the highlight.
        host.send(.dropComplete)
        host.step()
        #expect(host.texts.contains("Nothing targeted"))
    }

    @Test func onDropTakesAHoveringFileOfAnyTypeButOnlyTextOfItsOwn() {
        let host = ViewHost(ImageZone(), width: 200, height: 200)
        // A desktop drag names no file types before the drop, so a file may be an image.
        host.send(.dragOver(.files, at: Point(x: 100, y: 100)))
        host.step()
        #expect(host.texts == ["Images targeted"])
        host.send(.dropComplete)
        host.send(.dragOver(.text, at: Point(x: 100, y: 100)))
        host.step()
        #expect(host.texts == ["Images"], "text is no image")
    }

    @Test func theSDLWindowFollowsXdndMessagesAndDropsWhereTheDragWas() throws {
        let window = try SDLWindow(title: "Drag", content: Color.red, size: Size(width: 200, height: 100), headless: true, scale: 1)
        defer { window.close() }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(SDL_GetWindowFromID(window.windowID), &x, &y)
        #expect(window.follow(XdndMessage(window: 1, kind: .enter(offersFiles: true))).isEmpty)
        let over = window.follow(XdndMessage(window: 1, kind: .position(x: Int(x) + 30, y: Int(y) + 40)))
        #expect(over == [.dragOver(.files, at: Point(x: 30, y: 40))])
        #expect(window.follow(XdndMessage(window: 1, kind: .drop)).isEmpty)
        var begin = SDL_Event()
        begin.drop.type = SDL_DROPBEGIN.rawValue
        begin.drop.windowID = window.windowID
        guard case .events(let events)? = window.translate(begin) else {
            Issue.record("no events for DROPBEGIN")
            return
        }
        #expect(events == [.dragOver(.files, at: Point(x: 30, y: 40))], "the drop stays where the drag was, for files")
        #expect(window.follow(XdndMessage(window: 1, kind: .leave)) == [.dropComplete])
    }
}
