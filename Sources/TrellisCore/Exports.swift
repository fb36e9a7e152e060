// Geometry is Foundation's (`CGFloat`, `CGSize`, `CGRect`), as it is in SwiftUI,
// so every file of the core and every client sees Foundation.
@_exported import Foundation
