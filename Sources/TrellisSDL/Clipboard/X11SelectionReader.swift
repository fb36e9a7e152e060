import CX11
import Foundation

/// Reads another program's clipboard over X11, in pieces when it is large.
///
/// SDL 2 asks for the clipboard in one reply and gives up when the owner
/// answers with X11's incremental transfer (`INCR`), which owners use for
/// anything larger than a request may carry: xclip and GTK do so from about a
/// megabyte. A paste of a large text then silently did nothing. This reader
/// speaks the whole protocol (ICCCM §2.7.2): it asks for `UTF8_STRING` on a
/// connection of its own, so SDL's event queue never sees its traffic, and
/// takes the pieces as the owner writes them.
///
/// Every wait is bounded: an owner that does not answer, or stops answering in
/// the middle, ends the read with an error that says so.
struct X11SelectionReader {
    /// Why a read gave no text.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// There is no X server to ask.
        case noDisplay
        /// Nobody owns the selection.
        case noOwner
        /// The owner cannot give the selection as text.
        case notText
        /// The owner did not answer within the bound, or stopped in the middle.
        case noAnswer(seconds: Double)
        /// The text is larger than a paste takes.
        case tooLarge(limit: Int)

        var description: String {
            switch self {
            case .noDisplay: "there is no X display"
            case .noOwner: "nothing is on the clipboard"
            case .notText: "the clipboard holds no text"
            case .noAnswer(let seconds): "the program that owns the clipboard did not answer within \(seconds) s"
            case .tooLarge(let limit): "the clipboard holds more than \(limit / 1_048_576) MB of text"
            }
        }
    }

    /// How long the owner may take to answer, and then to write each piece.
    var timeout: Double = 2
    /// The most bytes a paste takes; a larger one is refused whole rather than cut.
    var limit = 256 * 1_048_576

    /// The text of `selection`, asked of its owner as UTF-8 and then as Latin-1 `STRING`.
    func read(_ selection: String = "CLIPBOARD") -> Result<String, Failure> {
        guard let display = XOpenDisplay(nil) else { return .failure(.noDisplay) }
        defer { XCloseDisplay(display) }
        let atoms = X11ClipboardAtoms(display, selection: selection)
        guard XGetSelectionOwner(display, atoms.selection) != 0 else { return .failure(.noOwner) }
        let window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        defer { XDestroyWindow(display, window) }
        // Property changes must be watched before the owner can write the first piece.
        XSelectInput(display, window, PropertyChangeMask)
        let transfer = X11SelectionTransfer(display: display, window: window, atoms: atoms, timeout: timeout, limit: limit)
        let utf8 = transfer.read(as: atoms.utf8)
        guard utf8 == .failure(.notText) else { return utf8.map { String(decoding: $0, as: UTF8.self) } }
        return transfer.read(as: atoms.string).map { String(data: Data($0), encoding: .isoLatin1) ?? "" }
    }
}

/// The atoms a clipboard read names.
struct X11ClipboardAtoms {
    let selection: Atom
    let utf8: Atom
    let string: Atom
    let incremental: Atom
    /// The property on our window that the owner writes the text into.
    let property: Atom

    init(_ display: OpaquePointer, selection: String) {
        self.selection = XInternAtom(display, selection, 0)
        utf8 = XInternAtom(display, "UTF8_STRING", 0)
        string = XInternAtom(display, "STRING", 0)
        incremental = XInternAtom(display, "INCR", 0)
        property = XInternAtom(display, "TrellisPaste", 0)
    }
}
