import Foundation

/// The mechanical changes `trellis port` makes to an app's Swift file, and what
/// it learns from it: `import SwiftUI` becomes `import Trellis`, previews go,
/// and imports of frameworks with no Linux counterpart are noted.
enum SourceRewriter {
    /// Apple frameworks that Trellis has nothing for: a file importing one will
    /// not compile, and the report names them instead of the compiler's errors.
    static let unavailableFrameworks: Set<String> = [
        "SwiftData", "CoreData", "AVFoundation", "AVFAudio", "AVKit", "AudioToolbox", "CoreHaptics", "StoreKit", "WidgetKit", "CloudKit", "MapKit",
        "PhotosUI", "HealthKit", "GameKit", "SpriteKit", "SceneKit", "RealityKit", "ARKit", "ActivityKit", "AppIntents",
    ]

    /// Apple frameworks that Trellis maps to the Linux desktop: library products
    /// of the Trellis package under Apple's names, which the app depends on when
    /// it imports them (docs/mac-apis.md).
    static let frameworkProducts: Set<String> = ["UserNotifications", "AppKit", "UIKit"]

    /// Imports that the ported package provides (`Combine`, `CoreGraphics` as shims,
    /// the framework products of Trellis).
    static let providedModules: Set<String> = Set(["SwiftUI", "Trellis", "Foundation", "Combine", "CoreGraphics", "Observation",
                                                   "Dispatch", "FoundationNetworking", "os"]).union(frameworkProducts)

    /// One file after rewriting.
    struct Result {
        /// The new text.
        var text: String
        /// One line per change, as the report lists them.
        var changes: [String]
        /// Frameworks with no Linux counterpart that the file imports.
        var unavailable: [String]
        /// Other imports the package does not provide, left for the compiler to judge.
        var unknownImports: [String]
        /// Apple frameworks the file imports that Trellis provides as products of its own.
        var frameworkImports: [String] = []
        /// Whether the file declares `@main`.
        var declaresMain: Bool
    }

    /// Rewrites one file's text. In a Mac app (`forMac`), `import SwiftUI` also brings
    /// Trellis's AppKit, as a Mac's SwiftUI re-exports AppKit: such files call
    /// `NSApplication.shared` or `NSPasteboard` without importing AppKit themselves.
    static func rewrite(_ original: String, forMac: Bool = false) -> Result {
        let (withoutPreviews, removals) = PreviewRemover.removePreviews(from: original)
        var changes = removals.map { removal in
            removal.firstLine == removal.lastLine ? "removed \(removal.what) (line \(removal.firstLine))"
                : "removed \(removal.what) (lines \(removal.firstLine)–\(removal.lastLine))"
        }
        var unavailable: [String] = [], unknown: [String] = [], frameworks: [String] = []
        let mask = SwiftCodeMask(withoutPreviews)
        var lines = withoutPreviews.components(separatedBy: "\n")
        var importsAppKit = false
        var offset = 0
        for number in lines.indices {
            let line = lines[number]
            defer { offset += line.utf8.count + 1 }
            guard let module = importedModule(line, codeAt: { mask.isCode[offset + $0] }) else { continue }
            if module == "SwiftUI" {
                lines[number] = line.replacingOccurrences(of: "SwiftUI", with: "Trellis")
                if forMac, !importsAppKit, !original.contains("import AppKit") {
                    importsAppKit = true
                    frameworks.append("AppKit")
                    lines[number] += "\nimport AppKit"
                    changes.append("import SwiftUI → import Trellis and import AppKit, which a Mac's SwiftUI brings (line \(number + 1))")
                } else {
                    changes.append("import SwiftUI → import Trellis (line \(number + 1))")
                }
            } else if unavailableFrameworks.contains(module) {
                unavailable.append(module)
            } else if frameworkProducts.contains(module) {
                frameworks.append(module)
            } else if !providedModules.contains(module) {
                unknown.append(module)
            }
        }
        let text = lines.joined(separator: "\n")
        return Result(text: text, changes: changes, unavailable: unavailable, unknownImports: unknown,
                      frameworkImports: frameworks, declaresMain: !SwiftCodeMask(text).occurrences(of: "@main").isEmpty)
    }

    /// The top module of an `import` declaration on this line (`import SwiftUI`,
    /// `@preconcurrency import Foundation`, `import struct Foundation.URL`), when it is code.
    static func importedModule(_ line: String, codeAt isCode: (Int) -> Bool) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let position = words.firstIndex(of: "import"), words[..<position].allSatisfy({ $0.hasPrefix("@") }),
              let start = line.utf8.firstIndex(where: { $0 != 32 && $0 != 9 }), isCode(line.utf8.distance(from: line.utf8.startIndex, to: start)) else {
            return nil
        }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        var next = words.index(after: position)
        if next < words.endIndex, kinds.contains(words[next]) { next = words.index(after: next) }
        guard next < words.endIndex else { return nil }
        let name = words[next].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
