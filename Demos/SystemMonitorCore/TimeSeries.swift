import Foundation

/// A named line of values over time, keeping only the last stretch of it.
public struct TimeSeries: Sendable, Equatable, Identifiable {
    /// One value at one moment.
    public struct Sample: Sendable, Equatable, Hashable {
        /// When it was measured.
        public var date: Date
        /// What was measured.
        public var value: Double

        /// A sample of `value` at `date`.
        public init(date: Date, value: Double) {
            self.date = date
            self.value = value
        }
    }

    /// The series' name, as a legend shows it.
    public var name: String
    /// The samples, oldest first.
    public private(set) var samples: [Sample] = []
    /// The name: one series per name.
    public var id: String { name }

    /// The newest value, or 0 before the first.
    public var latest: Double { samples.last?.value ?? 0 }

    /// A series called `name` holding `samples`.
    public init(name: String, samples: [Sample] = []) {
        self.name = name
        self.samples = samples
    }

    /// Adds `value` at `date` and forgets what is older than `span` before it.
    ///
    /// One sample from before the span is kept, so a chart of exactly the span
    /// draws its line from the left edge rather than starting part way in.
    public mutating func append(_ value: Double, at date: Date, keeping span: TimeInterval) {
        samples.append(Sample(date: date, value: value))
        let start = date.addingTimeInterval(-span)
        let firstInside = samples.firstIndex { $0.date >= start } ?? samples.count
        if firstInside > 1 { samples.removeFirst(firstInside - 1) }
    }
}
