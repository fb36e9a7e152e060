extension GraphicsContext {
    /// What a path is filled or stroked with: a colour, a gradient in the
    /// context's coordinates, or any shape style.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case color(Color)
            case foreground
            case resolved(RGBA)
            case gradient(Gradient, ResolvedGradient.Geometry)
            case style(any ShapeStyle)
        }

        let kind: Kind

        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// The foreground colour of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// An already resolved colour: the hook shape styles resolve to.
        package static func style(_ color: RGBA) -> Shading { Shading(kind: .resolved(color)) }

        /// Colours along the line from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            // Points stand for themselves: the painter spreads gradients over a frame of one point.
            Shading(kind: .gradient(gradient, .linear(start: UnitPoint(x: startPoint.x, y: startPoint.y),
                                                      end: UnitPoint(x: endPoint.x, y: endPoint.y))))
        }

        /// Colours in circles about `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, .radial(center: UnitPoint(x: center.x, y: center.y),
                                                      startRadius: Double(startRadius), endRadius: Double(endRadius))))
        }

        /// Colours around `center`, clockwise on screen from `angle` (0 at 3 o'clock) through a whole turn.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, .angular(center: UnitPoint(x: center.x, y: center.y),
                                                       startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)))
        }

        /// Any shape style, such as `Color.red` or `.tint`, resolved in the canvas's environment.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// The paint, in `environment`.
        func resolvePaint(in environment: EnvironmentValues) -> ResolvedShapeStyle? {
            switch kind {
            case .color(let color): .color(color.resolve(in: environment))
            case .foreground: .color((environment.foregroundColor ?? .primary).resolve(in: environment))
            case .resolved(let rgba): .color(rgba)
            case let .gradient(gradient, geometry):
                .gradient(ResolvedGradient(stops: gradient.resolvedStops(in: environment), geometry: geometry))
            case .style(let style): style._resolvedPaint(in: environment)
            }
        }
    }

    /// How a gradient shading repeats beyond its ends; accepted for source
    /// compatibility: gradients hold their end colours, as with no options.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Makes options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the colours beyond the ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats the colours, every other time backwards.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Mixes colours in linear light.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How drawn content combines with what lies below it: Cairo's operators
    /// under SwiftUI's names.
    public struct BlendMode: RawRepresentable, Hashable, Sendable {
        /// The mode's number.
        public let rawValue: Int32
        /// Makes a mode from its number.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Drawn content over what is below.
        public static let normal = BlendMode(rawValue: 0)
        /// Colours multiplied: always darker.
        public static let multiply = BlendMode(rawValue: 1)
        /// Inverted colours multiplied: always lighter.
        public static let screen = BlendMode(rawValue: 2)
        /// Multiply or screen, by what is below.
        public static let overlay = BlendMode(rawValue: 3)
        /// The darker of each channel.
        public static let darken = BlendMode(rawValue: 4)
        /// The lighter of each channel.
        public static let lighten = BlendMode(rawValue: 5)
        /// Brightens what is below.
        public static let colorDodge = BlendMode(rawValue: 6)
        /// Darkens what is below.
        public static let colorBurn = BlendMode(rawValue: 7)
        /// A gentle overlay.
        public static let softLight = BlendMode(rawValue: 8)
        /// Multiply or screen, by what is drawn.
        public static let hardLight = BlendMode(rawValue: 9)
        /// The difference of each channel.
        public static let difference = BlendMode(rawValue: 10)
        /// Like difference, with less contrast.
        public static let exclusion = BlendMode(rawValue: 11)
        /// The hue of what is drawn, with the rest of what is below.
        public static let hue = BlendMode(rawValue: 12)
        /// The saturation of what is drawn.
        public static let saturation = BlendMode(rawValue: 13)
        /// The hue and saturation of what is drawn.
        public static let color = BlendMode(rawValue: 14)
        /// The luminosity of what is drawn.
        public static let luminosity = BlendMode(rawValue: 15)
        /// Clears what is below, where drawn.
        public static let clear = BlendMode(rawValue: 16)
        /// Replaces what is below, where drawn.
        public static let copy = BlendMode(rawValue: 17)
        /// Drawn content, only where something is below.
        public static let sourceIn = BlendMode(rawValue: 18)
        /// Drawn content, only where nothing is below.
        public static let sourceOut = BlendMode(rawValue: 19)
        /// Drawn content over what is below, only where something is below.
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// What is below over drawn content.
        public static let destinationOver = BlendMode(rawValue: 21)
        /// What is below, only where drawn.
        public static let destinationIn = BlendMode(rawValue: 22)
        /// What is below, only where not drawn.
        public static let destinationOut = BlendMode(rawValue: 23)
        /// What is below over drawn content, only where drawn.
        public static let destinationAtop = BlendMode(rawValue: 24)
        /// Each where the other is not.
        public static let xor = BlendMode(rawValue: 25)
        /// The sum of both, as light adds.
        public static let plusLighter = BlendMode(rawValue: 26)
        /// Darker sums; drawn here as multiply.
        public static let plusDarker = BlendMode(rawValue: 27)
    }

    /// A filter applied to what a context draws after it is added.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
        }

        let kind: Kind

        /// A shadow of what is drawn, blurred by `radius` and offset by `x` and `y`, beneath it.
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(kind: .shadow(color, radius: radius, x: x, y: y))
        }
    }

    /// Options for `addFilter(_:options:)`; none change anything yet.
    public struct FilterOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Makes options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options for `clip(to:options:)` and `clipToLayer`.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Makes options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what lies outside the clip instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }
}
