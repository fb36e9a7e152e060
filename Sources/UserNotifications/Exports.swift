// `import UserNotifications` on a Mac brings Foundation (`Date`, `TimeInterval`,
// `NSObject`), which apps use beside it without importing it themselves.
@_exported import Foundation
