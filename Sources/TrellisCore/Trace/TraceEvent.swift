import Dispatch

/// One entry of a frame trace as the frame made it: numbers only, no strings,
/// so that recording costs little; `TraceJSON` turns entries into Chrome
/// trace events later, on the writer's queue.
package struct TraceEvent: Sendable {
    /// What the entry records.
    package enum Kind: Sendable, Equatable {
        /// A whole frame (a complete slice); `values` holds its number, whether it presented, and its bodies.
        case frame
        /// A phase of a frame (a complete slice inside the frame's).
        case phase(FramePhase)
        /// A body that ran (a complete slice), named by the view type with this index in the recorder's names.
        case body(name: Int)
        /// A layout pass (a complete slice); `values` holds the proposals measured and the nodes placed.
        case layout
        /// A graphic rasterised (an instant); `values` holds its width and height in pixels and whether it was uploaded as a new texture.
        case rasterise
        /// A frame that took longer than its tick (an instant); `values` holds the frame's number.
        case missedFrame
        /// The texture counter; `values` holds textures alive and their bytes.
        case textures
        /// The memory counter; `values` holds the resident bytes.
        case memory
    }

    /// What it records.
    package var kind: Kind
    /// The track (one per window) it belongs to.
    package var track: Int
    /// When it started, in nanoseconds of the monotonic clock.
    package var start: UInt64
    /// How long it lasted, in nanoseconds; 0 for instants and counters.
    package var duration: UInt64 = 0
    /// Numbers that go with it, as `kind` says.
    package var values: (Int, Int, Int) = (0, 0, 0)

    /// Makes an entry.
    package init(_ kind: Kind, track: Int, start: UInt64, duration: UInt64 = 0, values: (Int, Int, Int) = (0, 0, 0)) {
        self.kind = kind
        self.track = track
        self.start = start
        self.duration = duration
        self.values = values
    }

    /// The monotonic clock traces are timed with, in nanoseconds.
    package static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }
}
