import Foundation

/// Keeps the entries of a frame trace for the last `keptSeconds` and writes
/// them to a file now and then, and when asked: on a background queue, so a
/// window's frames never wait for the disk.
///
/// One recorder serves every window of a process; each window's `FrameTrace`
/// records on a track of its own. The entries form a ring: those older than
/// the window of time kept are dropped as new ones come, so a session of
/// hours keeps a file of seconds.
@MainActor
package final class TraceRecorder {
    /// Where the trace is written.
    package let url: URL
    /// How many seconds of entries are kept; older ones are dropped.
    package let keptSeconds: Double
    private var events: [TraceEvent] = []
    /// The first entry still kept: the ring's start, compacted now and then.
    private var head = 0
    /// View type names, by the index body entries carry.
    private var names: [String] = []
    private var nameIndex: [ObjectIdentifier: Int] = [:]
    private var tracks: [Int: String] = [:]
    private var lastWrite = TraceEvent.now
    private let queue = DispatchQueue(label: "trellis.trace-writer", qos: .utility)
    /// Entries are written at least this often, in nanoseconds, so a program
    /// that is killed loses only the last seconds.
    package static let writeInterval: UInt64 = 2_000_000_000

    /// A recorder that writes to `url`, keeping the last `keptSeconds` seconds.
    package init(url: URL, keptSeconds: Double = 30) {
        self.url = url
        self.keptSeconds = keptSeconds > 0 ? keptSeconds : 30
    }

    /// A recorder as `TRELLIS_TRACE` (the file; `path` wins when given) and
    /// `TRELLIS_TRACE_SECONDS` (30 by default) ask for, or `nil` when neither names a file.
    package static func fromEnvironment(path: String? = nil,
                                        environment: [String: String] = ProcessInfo.processInfo.environment) -> TraceRecorder? {
        guard let file = path ?? environment["TRELLIS_TRACE"], !file.isEmpty else { return nil }
        let seconds = environment["TRELLIS_TRACE_SECONDS"].flatMap(Double.init) ?? 30
        return TraceRecorder(url: URL(fileURLWithPath: file), keptSeconds: seconds)
    }

    /// A new track, shown as `name` (a window's title).
    package func addTrack(named name: String) -> Int {
        let track = tracks.count + 1
        tracks[track] = name
        return track
    }

    /// The index body entries of `type` carry; its name is worked out once per type.
    func nameIndex(of type: Any.Type) -> Int {
        let key = ObjectIdentifier(type)
        if let index = nameIndex[key] { return index }
        names.append(String(describing: type))
        nameIndex[key] = names.count - 1
        return names.count - 1
    }

    /// Keeps `event`.
    func record(_ event: TraceEvent) {
        events.append(event)
    }

    /// A frame ended at `now`: entries older than the kept seconds are dropped,
    /// and the file is written again when the last write is old enough.
    func frameDidEnd(at now: UInt64) {
        let kept = UInt64(keptSeconds * 1e9)
        while head < events.count, events[head].start &+ kept < now { head += 1 }
        if head > 4096, head * 2 > events.count {
            events.removeFirst(head)
            head = 0
        }
        if now &- lastWrite >= Self.writeInterval { write() }
    }

    /// Writes what is kept, on the writer's queue.
    package func write() {
        lastWrite = TraceEvent.now
        let snapshot = Array(events[head...]), names = self.names, tracks = self.tracks, url = self.url
        queue.async {
            let data = TraceJSON.encode(snapshot, names: names, tracks: tracks)
            do {
                try data.write(to: url, options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("trellis: could not write the trace to \(url.path): \(error.localizedDescription)\n".utf8))
            }
        }
    }

    /// Writes what is kept and waits until the file is written: when the program
    /// ends, or a test reads the file.
    package func writeAndWait() {
        write()
        queue.sync {}
    }
}
