// SwiftUI's shorthand names for the built-in shapes, so that `.clipShape(.capsule)`,
// `.clipShape(.rect(cornerRadius: 8))` and `.background(.circle …)`-style code reads as it does on a Mac.

extension Shape where Self == Rectangle {
    /// A rectangle filling its frame.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners `cornerSize` wide and high.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// The largest circle centred in the frame.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// The frame with fully rounded ends.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// The ellipse that fills the frame.
    public static var ellipse: Ellipse { Ellipse() }
}
