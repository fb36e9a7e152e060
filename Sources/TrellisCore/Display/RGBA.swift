/// A colour as four 8-bit channels, the form pixels and the renderer use.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var r: UInt8
    /// Green, 0–255.
    public var g: UInt8
    /// Blue, 0–255.
    public var b: UInt8
    /// Alpha, 0 (transparent) – 255 (opaque).
    public var a: UInt8

    /// Makes a colour from its channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// This colour with its alpha multiplied by `opacity`.
    public func multiplyingAlpha(by opacity: Double) -> RGBA {
        var copy = self
        copy.a = UInt8((Double(a) * min(max(opacity, 0), 1)).rounded())
        return copy
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: RGBA, tolerance: UInt8 = 2) -> Bool {
        func near(_ x: UInt8, _ y: UInt8) -> Bool { (x > y ? x - y : y - x) <= tolerance }
        return near(r, other.r) && near(g, other.g) && near(b, other.b) && near(a, other.a)
    }

    /// `rgba(r, g, b, a)`, for test failures.
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
