@_spi(TrellisExtension) import TrellisCore

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
    /// under SwiftUI's names. Declared by the engine (`CanvasBlendMode`), whose
    /// display list records canvas drawing and whose backends replay it.
    public typealias BlendMode = CanvasBlendMode

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
