/// A colour, and a view that fills the space it is offered with it.
///
/// Named colours follow SwiftUI's light and dark palettes; `.primary` and
/// `.secondary` follow the colour scheme of the environment.
public struct Color: Hashable, Sendable {
    /// What the colour is before a scheme resolves it.
    package enum Storage: Hashable, Sendable {
        // Kept as the 8-bit colour it resolves to, which no scheme changes:
        // four doubles made a `Color` 48 bytes, boxed in every view holding
        // one, where at 24 it sits in an `any View`'s inline buffer.
        case rgba(RGBA)
        case scheme(light: RGBA, dark: RGBA)
        case primary
        case secondary
        /// A colour from the assets folder, looked up when resolved.
        case named(String)
    }

    let storage: Storage
    // Single precision, to keep `Color` at three words; an opacity acts on an 8-bit alpha.
    let opacityFactor: Float

    /// A colour of `storage` at `opacity`.
    package init(storage: Storage, opacity: Double = 1) {
        self.storage = storage
        self.opacityFactor = Float(opacity)
    }

    /// Makes a colour from components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func channel(_ value: Double) -> UInt8 {
            guard value.isFinite else { return 0 }
            return UInt8((min(max(value, 0), 1) * 255).rounded())
        }
        self.init(storage: .rgba(RGBA(r: channel(red), g: channel(green), b: channel(blue), a: channel(opacity))))
    }

    /// Makes a grey from a white level between 0 and 1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// This colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: storage, opacity: Double(opacityFactor) * opacity)
    }

    /// The concrete colour in `scheme`.
    public func resolve(in scheme: ColorScheme) -> RGBA {
        let base: RGBA
        switch storage {
        case let .rgba(color):
            base = color
        case let .scheme(light, dark):
            base = scheme == .light ? light : dark
        case .primary:
            base = scheme == .light ? RGBA(r: 0, g: 0, b: 0) : RGBA(r: 255, g: 255, b: 255)
        case .secondary:
            base = scheme == .light ? RGBA(r: 60, g: 60, b: 67, a: 153) : RGBA(r: 235, g: 235, b: 245, a: 153)
        case .named(let name):
            base = Self.namedColor(name, in: scheme)
        }
        return opacityFactor == 1 ? base : base.multiplyingAlpha(by: Double(opacityFactor))
    }

    /// The concrete colour for the environment's colour scheme.
    @_disfavoredOverload
    public func resolve(in environment: EnvironmentValues) -> RGBA {
        resolve(in: environment.colorScheme)
    }
}
