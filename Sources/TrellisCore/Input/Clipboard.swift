/// Where copy, cut and paste keep their text.
///
/// Each host owns one: a window uses the desktop's, a headless host keeps its
/// own in memory. Text fields reach the clipboard of the host that shows them,
/// so two hosts in one process do not see each other's copies unless they are
/// given the same store.
@MainActor
public protocol ClipboardStore: AnyObject {
    /// The text on the clipboard, if any.
    var text: String? { get set }
}

/// A clipboard inside the process, for headless hosts and tests.
@MainActor
public final class MemoryClipboard: ClipboardStore {
    /// The text on the clipboard.
    public var text: String?

    /// An empty clipboard.
    public init() {}
}

/// Hands the host's clipboard to the text fields it shows.
struct ClipboardKey: EnvironmentKey {
    // Never seen in practice: every graph puts its host's clipboard at the root.
    static var defaultValue: (any ClipboardStore)? { nil }
}

extension EnvironmentValues {
    /// The clipboard of the host showing this view.
    package var clipboard: (any ClipboardStore)? {
        get { self[ClipboardKey.self] }
        set { self[ClipboardKey.self] = newValue }
    }
}
