// `import UIKit` brings Foundation (`CGRect`, `CGFloat`), which iOS code uses
// beside it without importing it itself.
@_exported import Foundation
