// Geometry is Foundation's (`CGFloat`, `CGSize`, `CGRect`), as it is in SwiftUI,
// so every file of the core and every client sees Foundation.
@_exported import Foundation
// The Combine-style names (`ObservableObject`, `@Published`, subjects) come from
// OpenCombine, re-exported from here and only here. The core declares its own
// `ObservableObject.objectWillChange`, which shadows OpenCombine's because this
// module imports OpenCombine; that holds only while clients see OpenCombine
// through this module. A file that also imports OpenCombine itself (or a module
// that re-exports it directly) sees both and calls every conformance ambiguous:
// such files should drop the import, as `import Trellis` brings OpenCombine.
@_exported import OpenCombine
// `DispatchQueue` as a Combine scheduler: `.receive(on: DispatchQueue.main)`,
// `.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`. (Not
// OpenCombineFoundation: its `Timer.publish` would clash with Trellis's, which
// ticks on the view graph's clock, even when imported privately.)
@_exported import OpenCombineDispatch
