/// The graphics of one frame, in paint order.
public struct DisplayList: Sendable {
    /// Back to front.
    public private(set) var graphics: [Graphic] = []

    /// An empty list.
    public init() {}

    /// Adds a graphic in front of those already added.
    public mutating func append(_ graphic: Graphic) {
        graphics.append(graphic)
    }

    /// Changes every graphic appended since `start`, for modifiers such as opacity and clipping.
    public mutating func modifyGraphics(from start: Int, _ change: (inout Graphic) -> Void) {
        for index in start..<graphics.count {
            change(&graphics[index])
        }
    }

    /// The strings of the text graphics, back to front.
    public var texts: [String] {
        graphics.compactMap {
            if case .text(let run) = $0.content { return run.string }
            return nil
        }
    }
}
