import Foundation
import Testing
import Trellis
import TrellisTesting

private let site = URL(string: "https://example.org/trellis")!

private struct About: View {
    var body: some View {
        VStack {
            Link("Visit the site", destination: site)
            Link(destination: URL(string: "mailto:team@example.org")!) {
                Label("Write to us", systemImage: "envelope")
            }
        }
    }
}

private struct Intercepting: View {
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("Log: \(log.joined(separator: ","))")
            Link("Inside", destination: URL(string: "app://settings")!)
            Link("Outside", destination: site)
            Link("Elsewhere", destination: URL(string: "https://old.example.org")!)
            OpenButton()
        }
        .environment(\.openURL, OpenURLAction { url in
            switch url.scheme {
            case "app":
                log.append(url.host ?? "")
                return .handled
            case "https" where url.host == "old.example.org":
                return .systemAction(URL(string: "https://new.example.org")!)
            case "https":
                return .systemAction
            default:
                log.append("discarded")
                return .discarded
            }
        })
    }
}

/// A button that opens a URL from code, as SwiftUI apps do with `openURL`.
private struct OpenButton: View {
    @Environment(\.openURL) private var openURL
    @State private var accepted: Bool?

    var body: some View {
        Button("Open from code \(accepted.map { $0 ? "yes" : "no" } ?? "-")") {
            openURL(URL(string: "ftp://nowhere")!) { accepted = $0 }
        }
    }
}

@MainActor
@Suite struct LinkTests {
    @Test func aLinkAsksTheHostToOpenItsURL() {
        let host = ViewHost(About(), width: 400, height: 200)
        #expect(host.openedURLs.isEmpty)
        host.click(text: "Visit the site")
        host.click(text: "Write to us")
        #expect(host.openedURLs == [site, URL(string: "mailto:team@example.org")!])
    }

    @Test func aLinkIsDrawnInTheLinkColour() throws {
        let host = ViewHost(About(), width: 400, height: 200)
        let frame = try #require(host.frame(ofText: "Visit the site"))
        var bluest = RGBA(r: 255, g: 255, b: 255)
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let color = host.color(x: x, y: y)
                if Int(color.b) - Int(color.r) > Int(bluest.b) - Int(bluest.r) { bluest = color }
            }
        }
        #expect(Int(bluest.b) - Int(bluest.r) > 150, "\(bluest)")
    }

    @Test func anOpenURLActionInTheEnvironmentDecidesWhatIsOpened() {
        let host = ViewHost(Intercepting(), width: 400, height: 300)
        host.click(text: "Inside")
        host.click(text: "Outside")
        host.click(text: "Elsewhere")
        host.click(text: "Open from code -")
        host.step()
        #expect(host.texts.contains("Log: settings,discarded"), "\(host.texts)")
        #expect(host.texts.contains("Open from code no"))
        #expect(host.openedURLs == [site, URL(string: "https://new.example.org")!])
    }
}
