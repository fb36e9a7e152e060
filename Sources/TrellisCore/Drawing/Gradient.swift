import Foundation

/// Colours along a line from 0 to 1, which the gradient styles spread over a frame.
public struct Gradient: Hashable, Sendable {
    /// One colour at one place along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour at `location`.
        public var color: Color
        /// Where the colour sits, from 0 (the start) to 1 (the end).
        public var location: CGFloat

        /// Makes a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The stops resolved to colours, sorted and clamped to 0…1.
    ///
    /// With no stops it paints nothing, and with one it paints that colour,
    /// as SwiftUI does; both warn once, as they are more likely slips than intent.
    package func resolvedStops(in environment: EnvironmentValues) -> [ResolvedGradient.Stop] {
        if stops.count < 2 {
            Diagnostics.warnOnce("gradient-stops-\(stops.count)",
                                 "a gradient needs two or more stops; \(stops.count == 0 ? "one with none paints nothing" : "one with a single stop paints its one colour")")
        }
        guard !stops.isEmpty else { return [] }
        let resolved = stops.map { stop in
            ResolvedGradient.Stop(color: stop.color.resolve(in: environment),
                                  location: stop.location.isFinite ? min(max(stop.location, 0), 1) : 0)
        }
        // A stable sort keeps stops at one location in order: a hard edge.
        return resolved.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}

/// A gradient resolved for drawing: concrete colours, and how they spread over the frame.
public struct ResolvedGradient: Hashable, Sendable {
    /// One resolved colour at one place.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: RGBA
        /// From 0 to 1.
        public var location: Double

        /// Makes a stop.
        public init(color: RGBA, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// How the colours spread over the frame; points are fractions of the frame's size.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end`, constant across it.
        case linear(start: UnitPoint, end: UnitPoint)
        /// In circles about `center`, from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// In ellipses about `center` shaped like the frame, from `startFraction` to `endFraction`
        /// of the frame's size.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// Around `center`, clockwise on screen from `startAngle` to `endAngle` (radians, 0 at 3 o'clock).
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    /// The colours, sorted by location.
    public var stops: [Stop]
    /// How they spread.
    public var geometry: Geometry

    /// Makes a resolved gradient.
    public init(stops: [Stop], geometry: Geometry) {
        self.stops = stops
        self.geometry = geometry
    }

    /// The colour at `location` along the gradient, clamped to its ends.
    public func color(at location: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        if !(location > first.location) { return first.color }
        if location >= last.location { return last.color }
        for index in 1..<stops.count where location <= stops[index].location {
            let from = stops[index - 1], to = stops[index]
            let span = to.location - from.location
            return span > 0 ? from.color.mixed(with: to.color, (location - from.location) / span) : to.color
        }
        return last.color
    }

    /// This gradient `fraction` of the way to `other`: stop by stop when both
    /// have as many stops, else `other` at once.
    public func mixed(with other: ResolvedGradient, _ fraction: Double) -> ResolvedGradient {
        guard stops.count == other.stops.count else { return other }
        var result = other
        for index in stops.indices {
            result.stops[index].color = stops[index].color.mixed(with: other.stops[index].color, fraction)
            result.stops[index].location = stops[index].location + (other.stops[index].location - stops[index].location) * fraction
        }
        return result
    }
}
