import Foundation

/// A trace file read back with `JSONSerialization`, as any trace viewer
/// would: its events, and the slices among them by category.
struct ParsedTrace {
    /// One complete slice ("ph":"X"), in microseconds.
    struct Slice {
        let name: String
        let category: String
        let track: Int
        let start: Double
        let duration: Double
        let args: [String: Any]

        var end: Double { start + duration }

        /// Whether `other` lies within this slice, on the same track. Times are
        /// whole nanoseconds written as microseconds; adding a start and a
        /// duration of some 10¹² ns in doubles may round by less than half of one.
        func contains(_ other: Slice) -> Bool {
            track == other.track && start <= other.start && other.end <= end + 0.0005
        }
    }

    let events: [[String: Any]]
    let slices: [Slice]
    let other: [String: Any]

    /// Reads `url`, failing if it is not trace-event JSON: an object whose `traceEvents` is an array of objects.
    init(contentsOf url: URL) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let root = object as? [String: Any], let events = root["traceEvents"] as? [[String: Any]] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.events = events
        other = root["otherData"] as? [String: Any] ?? [:]
        slices = events.compactMap { event in
            guard event["ph"] as? String == "X", let name = event["name"] as? String,
                  let start = (event["ts"] as? NSNumber)?.doubleValue,
                  let duration = (event["dur"] as? NSNumber)?.doubleValue,
                  let track = (event["tid"] as? NSNumber)?.intValue else { return nil }
            return Slice(name: name, category: event["cat"] as? String ?? "", track: track, start: start,
                         duration: duration, args: event["args"] as? [String: Any] ?? [:])
        }
    }

    /// The slices of `category`, in order of start.
    func slices(_ category: String) -> [Slice] {
        slices.filter { $0.category == category }.sorted { $0.start < $1.start }
    }

    /// The names of the body slices inside `frame`.
    func bodies(in frame: Slice) -> [String] {
        slices("body").filter { frame.contains($0) }.map(\.name)
    }

    /// Events of phase `ph` named `name`.
    func events(_ ph: String, named name: String) -> [[String: Any]] {
        events.filter { $0["ph"] as? String == ph && $0["name"] as? String == name }
    }
}
