/// The other ways SwiftUI makes a colour: by name from the assets folder, from
/// hue, saturation and brightness, and in a named RGB space.
extension Color {
    /// The colour called `name` in the assets folder: `colors.json`, or an Xcode
    /// `Name.colorset` (see ``NamedColorCatalog``). `bundle` is accepted for
    /// source compatibility; Linux apps have no bundles, so it is ignored.
    ///
    /// A name that is not found draws magenta, so the mistake shows, and warns once.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .named(name))
    }

    /// Makes a colour from hue, saturation and brightness, each between 0 and 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation.isFinite ? saturation : 0, 0), 1)
        let v = min(max(brightness.isFinite ? brightness : 0, 0), 1)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The RGB colour spaces SwiftUI names. Components are drawn as sRGB here.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Standard RGB.
        case sRGB
        /// Standard RGB with linear components, converted to sRGB when drawn.
        case sRGBLinear
        /// Display P3, drawn as sRGB (Linux desktops rarely manage colour).
        case displayP3
    }

    /// Makes a colour in `colorSpace` from components between 0 and 1.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func encoded(_ linear: Double) -> Double {
            linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * Foundation.pow(linear, 1 / 2.4) - 0.055
        }
        if colorSpace == .sRGBLinear {
            self.init(red: encoded(red), green: encoded(green), blue: encoded(blue), opacity: opacity)
        } else {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    /// Makes a grey in `colorSpace` from a white level between 0 and 1.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    static func namedColor(_ name: String, in scheme: ColorScheme) -> RGBA {
        guard let entry = NamedColorCatalog.color(named: name) else {
            if let problem = NamedColorCatalog.problem(named: name) {
                Diagnostics.warnOnce("color.named.\(name)", "the colour set \"\(name)\" is malformed: \(problem); drawing magenta")
                return RGBA(r: 255, g: 0, b: 255)
            }
            let folder = AssetLocator.processAssets?.path ?? "no assets folder (set TRELLIS_ASSETS)"
            Diagnostics.warnOnce("color.named.\(name)",
                                 "no colour named \"\(name)\" in colors.json or a \(name).colorset under \(folder); drawing magenta")
            return RGBA(r: 255, g: 0, b: 255)
        }
        return scheme == .light ? entry.light : entry.dark
    }
}
