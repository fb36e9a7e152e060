import Foundation

extension Color {
    /// A concrete colour, as SwiftUI's `Color.Resolved` (macOS 14): red, green,
    /// blue and opacity as `Float`s, kept in linear sRGB.
    ///
    /// `red`, `green` and `blue` read and write the gamma-encoded sRGB
    /// components, `linearRed`, `linearGreen` and `linearBlue` the linear ones.
    public struct Resolved: Hashable, Sendable, Codable, CustomStringConvertible, ShapeStyle {
        /// The amount of red in linear sRGB.
        public var linearRed: Float
        /// The amount of green in linear sRGB.
        public var linearGreen: Float
        /// The amount of blue in linear sRGB.
        public var linearBlue: Float
        /// The opacity, from 0 (transparent) to 1.
        public var opacity: Float

        /// A resolved colour from components in `colorSpace` (sRGB unless named).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let linear = colorSpace == .sRGBLinear
            linearRed = linear ? red : Self.linear(red)
            linearGreen = linear ? green : Self.linear(green)
            linearBlue = linear ? blue : Self.linear(blue)
            self.opacity = opacity
        }

        /// The amount of red in sRGB.
        public var red: Float {
            get { Self.encoded(linearRed) }
            set { linearRed = Self.linear(newValue) }
        }

        /// The amount of green in sRGB.
        public var green: Float {
            get { Self.encoded(linearGreen) }
            set { linearGreen = Self.linear(newValue) }
        }

        /// The amount of blue in sRGB.
        public var blue: Float {
            get { Self.encoded(linearBlue) }
            set { linearBlue = Self.linear(newValue) }
        }

        /// The colour as `#RRGGBBAA`, as SwiftUI prints it.
        public var description: String {
            let rgba = self.rgba
            return String(format: "#%02X%02X%02X%02X", rgba.r, rgba.g, rgba.b, rgba.a)
        }

        /// A resolved colour paints itself.
        public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle { .color(rgba) }

        /// The 8-bit colour it draws as.
        package var rgba: RGBA {
            func channel(_ value: Float) -> UInt8 {
                guard value.isFinite else { return 0 }
                return UInt8((min(max(value, 0), 1) * 255).rounded())
            }
            return RGBA(r: channel(red), g: channel(green), b: channel(blue), a: channel(opacity))
        }

        init(_ rgba: RGBA) {
            self.init(red: Float(rgba.r) / 255, green: Float(rgba.g) / 255, blue: Float(rgba.b) / 255,
                      opacity: Float(rgba.a) / 255)
        }

        // The sRGB transfer function, both ways, kept for values outside 0…1 by symmetry.
        // Worked in Double, so a round trip gives back 0 and 1 exactly.
        static func linear(_ encoded: Float) -> Float {
            let magnitude = Double(abs(encoded))
            let value = magnitude <= 0.040_45 ? magnitude / 12.92 : Foundation.pow((magnitude + 0.055) / 1.055, 2.4)
            return Float(encoded < 0 ? -value : value)
        }

        static func encoded(_ linear: Float) -> Float {
            let magnitude = Double(abs(linear))
            let value = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * Foundation.pow(magnitude, 1 / 2.4) - 0.055
            return Float(linear < 0 ? -value : value)
        }
    }

    /// The concrete colour this one is in `environment`, as SwiftUI's `resolve(in:)` gives it.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(resolve(in: environment) as RGBA)
    }

    /// A constant colour with the components of `resolved`.
    public init(_ resolved: Resolved) {
        self.init(storage: .rgba(resolved.rgba))
    }
}
