// Swift Testing on Linux ships a cross-import overlay declaration for AppKit
// (Testing.swiftcrossimport/AppKit.swiftoverlay), whose module exists only on
// a Mac: a file importing both Testing and AppKit then fails with "no such
// module '_Testing_AppKit'". This empty module of that name, built with
// Trellis's AppKit, lets such a file compile; it adds nothing.
