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

    @Test func frameworksTrellisProvidesAreDependedOnNotReportedAsUnknown() {
        let result = SourceRewriter.rewrite("import SwiftUI\nimport UserNotifications\nimport AppKit\nimport Charts\n")
        #expect(result.unknownImports == ["Charts"])
        #expect(result.frameworkImports == ["UserNotifications", "AppKit"])
        let manifest = PackageFiles.manifest(packageName: "Notes", module: "Notes", trellis: URL(fileURLWithPath: "/src/trellis"),
                                             swift6: false, frameworks: ["AppKit", "UserNotifications"])
        #expect(manifest.contains(#""MacCompileEnvironment", .product(name: "AppKit", package: "trellis"), .product(name: "UserNotifications", package: "trellis")]"#))
    }
}
