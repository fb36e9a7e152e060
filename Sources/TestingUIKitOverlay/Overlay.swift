// Swift Testing on Linux ships a cross-import overlay declaration for UIKit
// (Testing.swiftcrossimport/UIKit.swiftoverlay), whose module exists only on
// Apple's systems: a file importing both Testing and UIKit then fails with "no
// such module '_Testing_UIKit'". This empty module of that name, built with
// Trellis's UIKit, lets such a file compile; it adds nothing.
