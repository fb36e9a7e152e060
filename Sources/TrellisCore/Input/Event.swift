/// An input event, as the backend or `ViewHost` delivers it to the core.
public enum Event: Sendable, Equatable {
    /// A pointer button went down at a point.
    case pointerDown(Point)
    /// A pointer button went up at a point.
    case pointerUp(Point)
    /// The pointer moved to a point.
    case pointerMove(Point)
    /// The wheel turned, by points, with the pointer at a point.
    case scroll(dx: Double, dy: Double, at: Point)
    /// A key went down.
    case keyDown(Key, KeyModifiers)
    /// A key went up.
    case keyUp(Key, KeyModifiers)
    /// Text was typed, already composed by the input method.
    case textInput(String)
}

extension Event {
    /// The event with its positions multiplied by `factor`, from pixels to points.
    public func scaled(by factor: Double) -> Event {
        guard factor != 1 else { return self }
        func scale(_ point: Point) -> Point { Point(x: point.x * factor, y: point.y * factor) }
        switch self {
        case .pointerDown(let point): return .pointerDown(scale(point))
        case .pointerUp(let point): return .pointerUp(scale(point))
        case .pointerMove(let point): return .pointerMove(scale(point))
        case let .scroll(dx, dy, point): return .scroll(dx: dx, dy: dy, at: scale(point))
        default: return self
        }
    }
}
