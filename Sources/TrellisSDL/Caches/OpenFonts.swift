import CSDL2

/// Open SDL_ttf fonts, at most `limit` of them, the least recently used
/// closed first: each open face holds its file's tables and a glyph cache
/// (some 300 KB), and text at 800 sizes would otherwise hold 800 of them.
///
/// A font pushed out is not closed at once, as a line being measured or
/// drawn may still hold it with its fallbacks; it is retired, and closed by
/// `closeRetired()` at the start of the next frame, when nothing holds one.
@MainActor
final class OpenFonts<Key: Hashable> {
    private struct Entry {
        let handle: OpaquePointer
        var lastUse: UInt64
    }

    /// The most fonts kept open, not counting those retired this frame.
    let limit: Int
    private var entries: [Key: Entry] = [:]
    private var retired: [OpaquePointer] = []
    private var clock: UInt64 = 0
    /// How many fonts have been pushed out so far; anything keyed by a font's
    /// handle must be forgotten when this changes.
    private(set) var evictions = 0

    /// Fonts kept open for reuse; at most `limit`.
    var count: Int { entries.count }
    /// Fonts pushed out and waiting for the next frame to close them.
    var waitingToClose: Int { retired.count }

    init(limit: Int = ResourceLimits.openFonts) {
        self.limit = max(limit, 1)
    }

    isolated deinit {
        closeRetired()
        for entry in entries.values { Self.close(entry.handle) }
    }

    /// The open font for `key`, now the most recently used.
    subscript(key: Key) -> OpaquePointer? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.handle
    }

    /// Keeps `handle` open for `key`, retiring the least recently used font beyond the limit.
    func keep(_ handle: OpaquePointer, for key: Key) {
        clock += 1
        entries[key] = Entry(handle: handle, lastUse: clock)
        while entries.count > limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            retired.append(entries.removeValue(forKey: oldest)!.handle)
            evictions += 1
        }
    }

    /// Closes the fonts pushed out since the last call.
    func closeRetired() {
        for handle in retired { Self.close(handle) }
        retired.removeAll()
    }

    /// Closes a font and forgets what process-wide tables know of it, since
    /// a font opened later may get the same address.
    static func close(_ handle: OpaquePointer) {
        SpacedText.forget(handle)
        TTF_CloseFont(handle)
    }
}
