/// An input event, as the backend or `ViewHost` delivers it to the core.
///
/// Positions and sizes are in the backend's pixels; the pipeline scales them to points.
public enum Event: Sendable, Equatable {
    /// A pointer button went down at a point.
    case pointerDown(Point, button: PointerButton = .primary)
    /// A pointer button went up at a point.
    case pointerUp(Point, button: PointerButton = .primary)
    /// The pointer moved to a point.
    case pointerMove(Point)
    /// The pointer left the window.
    case pointerLeave
    /// The wheel turned, by points, with the pointer at a point.
    case scroll(dx: Double, dy: Double, at: Point)
    /// A key went down.
    case keyDown(Key, KeyModifiers)
    /// A key went up.
    case keyUp(Key, KeyModifiers)
    /// Text was typed, already composed by the input method.
    case textInput(String)
    /// The input method is composing text that is not typed yet: `start` is
    /// its cursor within the composition and `length` the characters it has
    /// selected there. An empty string ends the composition; `textInput` commits it.
    case textEditing(String, start: Int, length: Int)
    /// The window's drawing area changed to a new size.
    case windowResize(Size)
    /// The user asked to close the window.
    case windowClose
    /// The window became the one that receives the keyboard.
    case windowFocusIn
    /// Another window took the keyboard; presses in progress are abandoned.
    case windowFocusOut
    /// Another program began dropping items on the window, with the pointer at
    /// a point. The drop destination there shows itself targeted until `dropComplete`.
    case dropBegin(at: Point)
    /// Another program dropped items (files or text) with the pointer at a point.
    ///
    /// SDL2 reports no position with its drop events, so the SDL backend sends
    /// where the pointer is when the drop arrives: the desktop pointer's position
    /// relative to the window when it can ask for it, else the last motion the window saw.
    case drop(DropPayload, at: Point)
    /// The items of an external drop have all arrived, or its drag left the
    /// window without dropping; destinations stop showing themselves targeted.
    case dropComplete
    /// A drag from another program, offering files or text, is over the window
    /// at a point: the destination there that takes that kind shows itself
    /// targeted, until the drag moves off it or `dropComplete`. On X11 the SDL
    /// backend reports these from the drag's own messages, before the drop.
    case dragOver(DropPayload.Kind, at: Point)
}

extension Event {
    /// The event with its positions and sizes multiplied by `factor`, from pixels to points.
    public func scaled(by factor: Double) -> Event {
        guard factor != 1 else { return self }
        func scale(_ point: Point) -> Point { Point(x: point.x * factor, y: point.y * factor) }
        switch self {
        case let .pointerDown(point, button): return .pointerDown(scale(point), button: button)
        case let .pointerUp(point, button): return .pointerUp(scale(point), button: button)
        case .pointerMove(let point): return .pointerMove(scale(point))
        case let .scroll(dx, dy, point): return .scroll(dx: dx, dy: dy, at: scale(point))
        case .dropBegin(let point): return .dropBegin(at: scale(point))
        case let .drop(payload, point): return .drop(payload, at: scale(point))
        case let .dragOver(kind, point): return .dragOver(kind, at: scale(point))
        case .windowResize(let size): return .windowResize(Size(width: size.width * factor, height: size.height * factor))
        default: return self
        }
    }
}
