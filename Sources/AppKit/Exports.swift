// `import AppKit` on a Mac brings Foundation (`URL`, `NSObject`), which apps
// use beside it without importing it themselves.
@_exported import Foundation
