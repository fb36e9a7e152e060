import Foundation

/// Median, percentiles and extremes of a set of timings, in milliseconds.
public struct Summary: Codable, Sendable, Equatable {
    /// How many timings.
    public var count: Int
    /// The middle one (p50).
    public var median: Double
    /// The 90th percentile.
    public var p90: Double
    /// The 99th percentile.
    public var p99: Double
    /// The largest.
    public var max: Double
    /// The smallest.
    public var min: Double
    /// Their mean.
    public var mean: Double

    /// Summarises `seconds`; percentiles interpolate between the two nearest
    /// samples, so with 10 runs p99 lies just below the largest.
    public init(seconds: [Double]) {
        let sorted = seconds.map { $0 * 1000 }.sorted()
        count = sorted.count
        median = Self.percentile(0.5, of: sorted)
        p90 = Self.percentile(0.9, of: sorted)
        p99 = Self.percentile(0.99, of: sorted)
        max = sorted.last ?? 0
        min = sorted.first ?? 0
        mean = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
    }

    /// The `fraction` percentile of `sorted`, interpolated between its two nearest values; 0 for none.
    public static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * weight
    }
}

