// Prints UIScreen.main's bounds and scale, for UIScreenTests to run on an X
// server of a known size: SDL's state is the process's, so the question is
// asked in a process of its own rather than in the test runner.
import UIKit

let screen = UIScreen.main
print("\(screen.bounds.width) \(screen.bounds.height) \(screen.scale) \(screen.nativeBounds.width)")
