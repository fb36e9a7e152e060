// `import Trellis` stands in for `import SwiftUI`, which brings Foundation,
// Observation and Combine with it: SwiftUI code uses `Date`, `UUID`, `CGFloat`,
// `@Observable` and `PassthroughSubject` without importing them itself.
@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
@_exported import TrellisCore
