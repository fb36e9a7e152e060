extension Color {
    private static func palette(_ light: (UInt8, UInt8, UInt8), _ dark: (UInt8, UInt8, UInt8)) -> Color {
        Color(storage: .scheme(
            light: RGBA(r: light.0, g: light.1, b: light.2),
            dark: RGBA(r: dark.0, g: dark.1, b: dark.2)))
    }

    /// Red.
    public static let red = palette((255, 59, 48), (255, 69, 58))
    /// Orange.
    public static let orange = palette((255, 149, 0), (255, 159, 10))
    /// Yellow.
    public static let yellow = palette((255, 204, 0), (255, 214, 10))
    /// Green.
    public static let green = palette((52, 199, 89), (48, 209, 88))
    /// Mint.
    public static let mint = palette((0, 199, 190), (99, 230, 226))
    /// Teal.
    public static let teal = palette((48, 176, 199), (64, 200, 224))
    /// Cyan.
    public static let cyan = palette((50, 173, 230), (100, 210, 255))
    /// Blue.
    public static let blue = palette((0, 122, 255), (10, 132, 255))
    /// Indigo.
    public static let indigo = palette((88, 86, 214), (94, 92, 230))
    /// Purple.
    public static let purple = palette((175, 82, 222), (191, 90, 242))
    /// Pink.
    public static let pink = palette((255, 45, 85), (255, 55, 95))
    /// Brown.
    public static let brown = palette((162, 132, 94), (172, 142, 104))
    /// Grey.
    public static let gray = palette((142, 142, 147), (142, 142, 147))
    /// Black in both schemes.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White in both schemes.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// Text and strokes: black in light mode, white in dark mode.
    public static let primary = Color(storage: .primary)
    /// Less prominent text: a translucent grey that suits the scheme.
    public static let secondary = Color(storage: .secondary)
    /// The colour of prominent controls: the asset catalog's `AccentColor` when
    /// the app has one (as Xcode makes it the app's tint), else blue.
    public static let accentColor = NamedColorCatalog.color(named: "AccentColor")
        .map { Color(storage: .scheme(light: $0.light, dark: $0.dark)) } ?? Color.blue
    /// The window background: white in light mode, near-black in dark mode.
    public static let windowBackground = palette((255, 255, 255), (30, 30, 30))

    /// The outline of a text field at rest.
    package static let fieldBorder = palette((190, 190, 195), (84, 84, 88))
    /// A text field's placeholder.
    package static let placeholderText = palette((140, 140, 145), (120, 120, 128))
    /// The raised segment that marks a segmented picker's choice.
    package static let selectedSegment = palette((255, 255, 255), (99, 99, 102))
    /// The card of a sheet, alert or popover: raised a little from the window in dark mode.
    package static let presentationCard = palette((255, 255, 255), (44, 44, 46))
    /// The background of a menu or tooltip.
    package static let menuBackground = palette((246, 246, 246), (50, 50, 52))
}
