import Foundation
import Testing
import Trellis
import TrellisTesting

/// A small app: a title, a lamp that a tap turns from blue to red, and a caption.
private struct LampView: View {
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 10) {
            Text("Lamp")
            (isOn ? Color.red : Color.blue).frame(width: 100, height: 40).onTapGesture { isOn.toggle() }
            Text("Tap to switch")
        }
    }
}

/// The lines of `new` that are not the line at the same place in `old`; both must have as many lines.
private func changedLines(from old: String, to new: String) -> [(old: String, new: String)] {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count, "a paint change adds or removes no line")
    return zip(before, after).filter { $0 != $1 }.map { (String($0), String($1)) }
}

@MainActor @Suite struct TreeDumpTests {
    // Modelled on Flutter's debugDumpRenderTree/debugDumpLayerTree: "a textual representation of the layer trees" (api.flutter.dev).
    @Test func dumpsOfASmallAppNameItsTypesFramesAndIds() throws {
        let host = ViewHost(LampView(), width: 300, height: 200)
        let graph = host.dumpViewGraph()
        #expect(graph.hasPrefix("view graph\n"))
        // The stack that is the whole body lives in the view's own node (`ViewNode+SharedBody`).
        #expect(graph.contains("LampView body VStack<TupleView<…>> state: [StateBox<Bool> = false] observes → StackLayout"),
                "\(graph)")
        #expect(graph.contains("Text → TextLayout"), "\(graph)")

        let layout = host.dumpLayoutTree()
        let title = try #require(host.frame(ofText: "Lamp"))
        let titleLine = try #require(layout.split(separator: "\n").first { $0.contains("TextLayout") })
        let x = Int(title.minX), y = Int(title.minY), width = Int(title.width), height = Int(title.height)
        #expect(titleLine.contains("frame (\(x), \(y), \(width)×\(height))"), "\(titleLine) vs \(title)")
        #expect(titleLine.contains("asked: ["), "a laid-out text answered at least one proposal")
        #expect(!layout.contains("marks:"), "a settled frame leaves no mark: \(layout)")

        let list = host.dumpDisplayList()
        let graphics = host.displayList.graphics
        #expect(list.hasPrefix("display list: \(graphics.count) graphics\n"))
        for graphic in graphics {
            #expect(list.contains("\(graphic.id) "), "graphic \(graphic.id) is listed")
            #expect(layout.contains("\(graphic.id) "), "its layout node carries the same id")
        }
        #expect(list.contains("text \"Lamp\""))
        #expect(list.contains("fill rgba(0,122,255,255) frame (100, "), "\(list)")
    }

    @Test func twoDumpsOfAnUnchangedFrameAreIdentical() {
        let host = ViewHost(LampView(), width: 300, height: 200)
        let first = host.dumpTrees()
        host.step(frames: 3)
        host.click(x: 5, y: 5)  // on nothing: no handler, nothing changes
        host.step()
        #expect(host.dumpTrees() == first)
        #expect(!first.text.contains("0x"), "no addresses, which differ from run to run")
    }

    @Test func aStateChangeShowsAsADiffInExactlyTheExpectedLines() throws {
        let host = ViewHost(LampView(), width: 300, height: 200)
        let before = host.dumpTrees()
        let lamp = try #require(host.displayList.graphics.first { if case .fill = $0.content { true } else { false } })
        host.click(x: lamp.frame.midX, y: lamp.frame.midY)
        host.step()
        let after = host.dumpTrees()

        let graphChanges = changedLines(from: before.viewGraph, to: after.viewGraph)
        #expect(graphChanges.count == 1)
        #expect(graphChanges.first?.old.contains("StateBox<Bool> = false") == true)
        #expect(graphChanges.first?.new.contains("StateBox<Bool> = true") == true)

        // A new colour is paint only: no frame, proposal or mark moves; only the fill's content version counts up.
        let layoutChanges = changedLines(from: before.layoutTree, to: after.layoutTree)
        #expect(layoutChanges.count == 1)
        #expect(layoutChanges.first?.old.contains("FillLayout \(lamp.id) frame (100, 80, 100×40) asked: [100×40 → 100×40]") == true)
        #expect(layoutChanges.first?.new.contains("FillLayout \(lamp.id) frame (100, 80, 100×40) v1 asked: [100×40 → 100×40]") == true)

        let listChanges = changedLines(from: before.displayList, to: after.displayList)
        #expect(listChanges.count == 1)
        let change = try #require(listChanges.first)
        #expect(change.old.hasPrefix("  \(lamp.id) fill rgba(0,122,255,255)"), "\(change.old)")
        #expect(change.new.hasPrefix("  \(lamp.id) fill rgba(255,59,48,255)"), "\(change.new)")
        #expect(change.new.hasSuffix("v\(lamp.version + 1)"), "\(change.new)")
    }
}
