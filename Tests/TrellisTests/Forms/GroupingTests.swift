import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct GroupingTests {
    private func frame(_ text: String, in host: ViewHost<some View>) throws -> CGRect {
        try #require(host.frame(ofText: text), "no text \(text) in \(host.texts)")
    }

    @Test func aGroupBoxTitlesAndPadsItsContentInAPanel() throws {
        let host = ViewHost(GroupBox("Storage") {
            Text("Used: 12 GB")
            Text("Free: 4 GB")
        }.padding(20), width: 300, height: 200)
        let title = try frame("Storage", in: host), used = try frame("Used: 12 GB", in: host)
        let free = try frame("Free: 4 GB", in: host)
        #expect(title.maxY < used.minY, "the title is above the box")
        #expect(used.minX == free.minX && used.minX == title.minX + 10, "content is padded inside the box, leading")
        let panel = host.color(x: Int(used.minX) - 5, y: Int(used.midY))
        let outside = host.color(x: 5, y: Int(used.midY))
        #expect(panel != outside, "the panel is shaded: \(panel) against \(outside)")
        #expect(host.color(x: 290, y: Int(used.midY)) == outside, "the box stops at the padding")
    }

    @Test func aGroupBoxWithALabelViewAndNoneCompile() throws {
        let host = ViewHost(VStack {
            GroupBox(label: Text("Old form")) { Text("One") }
            GroupBox { Text("Two") }
            GroupBox { Text("Three") } label: { Label("New form", systemImage: "star") }
        }, width: 300, height: 300)
        #expect(["Old form", "One", "Two", "Three", "New form"].allSatisfy(host.texts.contains), "\(host.texts)")
    }

    @Test func aControlGroupJoinsItsButtons() throws {
        final class Log { var taps: [String] = [] }
        let log = Log()
        let host = ViewHost(ControlGroup {
            Button("Back") { log.taps.append("back") }
            Button("Forward") { log.taps.append("forward") }
        }, width: 300, height: 100)
        let back = try frame("Back", in: host), forward = try frame("Forward", in: host)
        #expect(back.maxY > forward.minY && back.minY < forward.maxY, "side by side")
        // The two faces touch but for a hairline: 12 points of padding each side and 1 between.
        #expect(abs(forward.minX - back.maxX - 25) < 0.5, "\(back) \(forward)")
        host.click(text: "Forward")
        host.click(text: "Back")
        #expect(log.taps == ["forward", "back"])
    }

    struct Advanced: View {
        @State private var expanded = false
        var body: some View {
            VStack(alignment: .leading) {
                DisclosureGroup("Advanced", isExpanded: $expanded) {
                    Text("Proxy")
                }
                Text(expanded ? "open" : "closed")
                Button("Close quietly") { withAnimation(nil) { expanded = false } }
            }
            .frame(width: 300, height: 200, alignment: .topLeading)
        }
    }

    @Test func aDisclosureGroupOpensOnAClickAndFadesItsContentIn() throws {
        let host = ViewHost(Advanced(), width: 300, height: 200)
        #expect(!host.texts.contains("Proxy") && host.texts.contains("closed"))
        host.click(text: "Advanced")
        #expect(host.texts.contains("open"))
        host.step(frames: 3)
        let midway = try #require(host.displayList.graphics.first { $0.content.text == "Proxy" })
        #expect(midway.opacity > 0 && midway.opacity < 1, "fading in: \(midway.opacity)")
        host.step(frames: 30)
        let settled = try #require(host.displayList.graphics.first { $0.content.text == "Proxy" })
        #expect(settled.opacity == 1)
        #expect(try frame("Proxy", in: host).minX > frame("Advanced", in: host).minX - 1, "content is indented under the label")
        host.click(text: "Close quietly")
        #expect(!host.texts.contains("Proxy"), "withAnimation(nil) closes at once")
    }

    @Test func aDisclosureGroupAnswersTheKeyboard() throws {
        let host = ViewHost(VStack(alignment: .leading) {
            DisclosureGroup("Details") { Text("Inside") }
        }, width: 300, height: 200)
        host.press(.tab)
        host.press(.space)
        host.step(frames: 30)
        #expect(host.texts.contains("Inside"))
        host.press(.left)
        host.step(frames: 30)
        #expect(!host.texts.contains("Inside"))
        host.press(.right)
        host.step(frames: 30)
        #expect(host.texts.contains("Inside"))
        host.press(.right)
        host.step(frames: 30)
        #expect(host.texts.contains("Inside"), "Right keeps it open")
    }
}

private extension GraphicContent {
    var text: String? {
        if case .text(let run) = self { return run.string }
        return nil
    }
}
