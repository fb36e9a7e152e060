/// The standard groups of menu items, which `CommandGroup` adds to or replaces.
///
/// On Linux, as in GTK apps, they sit in File (new, save, import and export,
/// print, quit), Edit (undo and redo, the pasteboard, text editing and
/// formatting, settings), View (toolbar, sidebar), Window (size, arrangement,
/// the list of windows) and Help (help, about).
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    /// About the app, in Help.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The settings window (Preferences…, Ctrl+,), in Edit.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Services the system offers; empty on Linux.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding the app; empty on Linux.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quit (Ctrl+Q), at the end of File.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New Window (Ctrl+N), in File.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving documents, in File; empty until an app adds to it.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting, in File; empty until an app adds to it.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing, in File; empty until an app adds to it.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and Redo, in Edit.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, Copy, Paste and Select All, in Edit.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Finding and spelling, in Edit; empty until an app adds to it.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and styles, in Edit; empty until an app adds to it.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Showing the toolbar, in View; empty until an app adds to it.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Showing the sidebar, in View; empty until an app adds to it.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Minimise and zoom, in Window; empty until an app adds to it.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The open windows, in Window.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The open windows when only one may be, in Window.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Arranging windows, in Window; empty until an app adds to it.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help for the app, in Help.
    public static let help = CommandGroupPlacement(name: "help")
}
