import Foundation
import Testing
@testable import TrellisPort

/// Xcode's previews (`#Preview` macros, `PreviewProvider` types) exist for its canvas alone;
/// `trellis port` removes them with a scanner that knows Swift's strings and comments.
@Suite struct PreviewRemoverTests {
    @Test func removesPreviewMacrosWhateverTheirBracesHide() {
        let source = """
            import SwiftUI

            struct ContentView: View {
                var body: some View { Text("#Preview { not a macro }") }
            }

            #Preview("Dark \\(1 + (2))", traits: .sizeThatFitsLayout) {
                ContentView() // a } in a comment
                    .overlay(Text("}\\("{")"))
                /* nested /* } */ comment */
                let raw = #"a "}" b"#
                let multi = \"\"\"
                    }
                    \"\"\"
            }

            let after = 1
            """
        let (text, removals) = PreviewRemover.removePreviews(from: source)
        #expect(text == """
            import SwiftUI

            struct ContentView: View {
                var body: some View { Text("#Preview { not a macro }") }
            }


            let after = 1
            """)
        #expect(removals == [.init(what: "#Preview", firstLine: 7, lastLine: 15)])
    }

    @Test func removesPreviewProviderTypesWithTheirAttributes() {
        let source = """
            struct Row: View {
                var body: some View { Text("row") }
            }

            #if DEBUG
            @available(macOS 14, *)
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Row().previewLayout(.sizeThatFits)
                }
            }
            #endif
            #Preview { Row() }
            struct Other: View { var body: some View { Text("PreviewProvider") } }
            """
        let (text, removals) = PreviewRemover.removePreviews(from: source)
        #expect(text == """
            struct Row: View {
                var body: some View { Text("row") }
            }

            #if DEBUG
            #endif
            struct Other: View { var body: some View { Text("PreviewProvider") } }
            """)
        #expect(removals.map(\.what) == ["PreviewProvider Row_Previews", "#Preview"])
        #expect(removals.first?.firstLine == 6 && removals.first?.lastLine == 11)
        #expect(removals.last?.firstLine == 13)
    }

    @Test func rewriterSwapsSwiftUIAndReportsFrameworksWithoutLinuxCounterparts() {
        let result = SourceRewriter.rewrite("""
            // import SwiftUI is what Xcode writes
            import SwiftUI
            @preconcurrency import SwiftData
            import struct AVFoundation.AVPlayer
            import Combine
            import Charts
            import AVFAudio
            let text = \"\"\"
            import StoreKit
            \"\"\"
            @main struct NotesApp: App { var body: some Scene { WindowGroup { Text("import WidgetKit") } } }
            """)
        #expect(result.text.hasPrefix("// import SwiftUI is what Xcode writes\nimport Trellis\n@preconcurrency import SwiftData\n"))
        #expect(result.changes == ["import SwiftUI → import Trellis (line 2)"])
        #expect(result.unavailable == ["SwiftData", "AVFoundation", "AVFAudio"])
        #expect(result.unknownImports == ["Charts"])
        #expect(result.declaresMain)
    }

    /// On a Mac, `import SwiftUI` makes AppKit visible (SwiftUI re-exports it on macOS), and a
    /// ported Pomodoro timer called `NSApplication.shared` in a file that imports only SwiftUI
    /// (docs/ported-apps.md). A Mac app's files get Trellis's AppKit with Trellis; an iOS app's do not.
    @Test func aMacAppsSwiftUIImportBringsAppKit() {
        let mac = SourceRewriter.rewrite("import SwiftUI\n\nstruct A: View { var body: some View { Text(\"a\") } }\n", forMac: true)
        #expect(mac.text.hasPrefix("import Trellis\nimport AppKit\n"))
        #expect(mac.frameworkImports == ["AppKit"])
        #expect(mac.changes.first?.contains("import AppKit") == true)
        let iOS = SourceRewriter.rewrite("import SwiftUI\n", forMac: false)
        #expect(iOS.text == "import Trellis\n" && iOS.frameworkImports.isEmpty)
        // A file that imports AppKit itself keeps its own import, once.
        let both = SourceRewriter.rewrite("import SwiftUI\nimport AppKit\n", forMac: true)
        #expect(both.text == "import Trellis\nimport AppKit\n" && both.frameworkImports == ["AppKit"])
    }

    @Test func frameworksTrellisProvidesAreDependedOnNotReportedAsUnknown() {
        let result = SourceRewriter.rewrite("import SwiftUI\nimport UserNotifications\nimport AppKit\nimport Charts\n")
        #expect(result.unknownImports == ["Charts"])
        #expect(result.frameworkImports == ["UserNotifications", "AppKit"])
        let manifest = PackageFiles.manifest(packageName: "Notes", module: "Notes", trellis: URL(fileURLWithPath: "/src/trellis"),
                                             swift6: false, frameworks: ["AppKit", "UserNotifications"])
        #expect(manifest.contains(#""MacCompileEnvironment", .product(name: "AppKit", package: "trellis"), .product(name: "UserNotifications", package: "trellis")]"#))
    }
}
