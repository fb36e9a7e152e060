/// Where copy, cut and paste keep their text.
@MainActor
public protocol ClipboardStore: AnyObject {
    /// The text on the clipboard, if any.
    var text: String? { get set }
}

/// The system clipboard as Trellis sees it: in memory until a window connects it to SDL's.
@MainActor
public enum Clipboard {
    /// The clipboard in use.
    public static var store: ClipboardStore = MemoryClipboard()
}

/// A clipboard inside the process, for headless hosts and tests.
@MainActor
public final class MemoryClipboard: ClipboardStore {
    /// The text on the clipboard.
    public var text: String?

    /// An empty clipboard.
    public init() {}
}
