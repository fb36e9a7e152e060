import Foundation
@_spi(TrellisExtension) import TrellisCore

/// The clipboard, as Apple's `NSPasteboard`: `NSPasteboard.general` is the
/// clipboard of the window the user works in (the desktop's for a window on
/// the screen, the host's own for a headless one), which its text fields
/// copy to and paste from.
///
/// Only text is carried (`.string`); other types are refused with a warning.
open class NSPasteboard: NSObject, @unchecked Sendable {
    /// The kind of data on a pasteboard, as Apple's `NSPasteboard.PasteboardType`.
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        /// The uniform type identifier.
        public var rawValue: String
        /// The type of this identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type of this identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Plain text.
        public static let string = PasteboardType("public.utf8-plain-text")
        /// A URL (not carried here).
        public static let URL = PasteboardType("public.url")
        /// A file's URL (not carried here).
        public static let fileURL = PasteboardType("public.file-url")
        /// HTML (not carried here).
        public static let html = PasteboardType("public.html")
        /// PNG image data (not carried here).
        public static let png = PasteboardType("public.png")
    }

    /// Where text goes when no window is open: a clipboard inside the process.
    @MainActor private static let spare = MemoryClipboard()
    private let count = Locked(0)

    /// The clipboard everyone copies to and pastes from.
    public static let general = NSPasteboard()

    /// How many times its contents were cleared; an owner compares it to see whether they changed.
    open var changeCount: Int { count.withLock { $0 } }

    /// Empties the clipboard, before new contents are set; returns the new change count.
    @discardableResult
    open func clearContents() -> Int {
        onMainThread { Self.store.text = nil }
        return count.withLock { value in
            value += 1
            return value
        }
    }

    /// Puts `string` on the clipboard as `dataType`; false for a type other than `.string`.
    @discardableResult
    open func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
        guard Self.isText(dataType) else { return false }
        onMainThread { Self.store.text = string }
        return true
    }

    /// The clipboard's text, for `.string`; nil when it has none, or for another type.
    open func string(forType dataType: PasteboardType) -> String? {
        guard Self.isText(dataType) else { return nil }
        return onMainThread { Self.store.text }
    }

    /// Whether `type` is text, which is all this clipboard carries; warns once for others.
    private static func isText(_ type: PasteboardType) -> Bool {
        if type == .string || type.rawValue == "NSStringPboardType" { return true }
        Diagnostics.warnOnce("nspasteboard-type-\(type.rawValue.prefix(100))",
                             "NSPasteboard carries only text (.string) on Linux; \(type.rawValue.prefix(100)) is ignored")
        return false
    }

    /// The clipboard of the window the user works in, else one inside the process.
    @MainActor private static var store: any ClipboardStore { ActiveHost.clipboard ?? spare }
}
