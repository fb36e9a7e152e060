// `import Trellis` stands in for `import SwiftUI`, which brings Foundation,
// Observation and Combine with it: SwiftUI code uses `Date`, `UUID`, `CGFloat`,
// `@Observable` and `PassthroughSubject` without importing them itself.
@_exported import Foundation
@_exported import Observation
// OpenCombine comes through TrellisCore, which must be the module that exports it:
// see the note there. Exporting it here as well would make `objectWillChange` ambiguous.
@_exported import TrellisCore
// The widget library (controls, navigation, presentations, …) is a module of its
// own on top of the engine; `import Trellis` brings both, as one did before.
@_exported import TrellisWidgets
