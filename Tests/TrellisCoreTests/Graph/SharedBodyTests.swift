import Observation
import OpenCombine
import Testing
@_spi(TrellisExtension) @testable import TrellisCore

@Observable @MainActor
private final class Rows {
    var ids = [1, 2, 3]
    var suffix = ""
}

@MainActor private final class Runs {
    var count = 0
}

/// A row whose whole body is a text: its node holds the text's layout.
private struct TextRow: View {
    let id: Int
    let suffix: String
    let runs: Runs
    var body: some View {
        let _ = runs.count += 1
        Text("Row \(id)\(suffix)")
    }
}

private struct RowList: View {
    let rows: Rows
    let runs: Runs
    var body: some View {
        VStack(spacing: 0) {
            ForEach(rows.ids, id: \.self) { TextRow(id: $0, suffix: rows.suffix, runs: runs) }
        }
    }
}

// Its own publisher: with `@testable`, the engine's default beside OpenCombine's is ambiguous.
private final class Greeting: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var name = "Ada" {
        willSet { objectWillChange.send() }
    }
}

/// A shared text whose body cannot run without an environment object.
private struct Greeter: View {
    @EnvironmentObject private var greeting: Greeting
    var body: some View { Text("Hello \(greeting.name)") }
}

/// The same with a stack for body: the stack's children are the greeter's node's.
private struct StackGreeter: View {
    @EnvironmentObject private var greeting: Greeting
    var body: some View {
        HStack(spacing: 0) {
            Text("Hi")
            Text(greeting.name)
        }
    }
}

@Observable @MainActor
private final class Supply {
    var gives = true
}

private struct GreeterHost: View {
    let supply: Supply
    let greeting: Greeting
    var body: some View {
        VStack(spacing: 0) {
            Text("above")
            Group {
                Greeter()
                StackGreeter()
            }
            .transformEnvironment(\.self) { [gives = supply.gives] environment in
                if !gives { environment[EnvironmentObjectKey<Greeting>.self] = nil }
            }
            .environmentObject(greeting)
            Text("below")
        }
    }
}

/// A counting text that is a view's whole body, and needs an environment object.
private struct TimerGreeter: View {
    @EnvironmentObject private var greeting: Greeting
    var body: some View { Text(Date(timeIntervalSince1970: 0), style: .timer) }
}

private struct TimerGreeterHost: View {
    let supply: Supply
    let greeting: Greeting
    var body: some View {
        VStack {
            TimerGreeter()
                .transformEnvironment(\.self) { [gives = supply.gives] environment in
                    if !gives { environment[EnvironmentObjectKey<Greeting>.self] = nil }
                }
                .environmentObject(greeting)
        }
    }
}

/// A composite view whose body is a leaf primitive (`Text`) keeps that
/// primitive in its own node (`ViewNode+SharedBody`): a long eager list of
/// such rows holds one view node per row, not two. Its text changes, takes a
/// new environment without the row's body running, and gives way to a child
/// when the body becomes a stand-in for a missing environment object.
@MainActor
@Suite struct SharedBodyTests {
    @Test func aRowWhoseBodyIsATextIsOneNode() {
        let rows = Rows(), runs = Runs()
        let graph = ViewGraph(content: RowList(rows: rows, runs: runs))
        graph.layOutByArithmetic(width: 300, height: 300)
        let nodes = graph.allNodes
        #expect(!nodes.contains { $0.view is Text }, "no node of its own for a row's text")
        let rowNodes = nodes.filter { $0.view is TextRow }
        #expect(rowNodes.count == 3)
        #expect(rowNodes.allSatisfy { $0.children.isEmpty && $0.layout is TextLayout && $0.displayableCount == 1 })
        #expect(graph.drawnTexts == ["Row 1", "Row 2", "Row 3"])
        // The dump says where the text went.
        #expect(graph.dumpViewGraph().contains("TextRow body Text → TextLayout"), "\(graph.dumpViewGraph())")
    }

    @Test func aSharedTextChangesInPlaceAndRowsComeAndGo() {
        let rows = Rows(), runs = Runs()
        let graph = ViewGraph(content: RowList(rows: rows, runs: runs))
        graph.recordsEdits = true
        graph.layOutByArithmetic(width: 300, height: 300)
        let second = graph.rootLayout.children.first?.children[1]
        rows.suffix = "!"
        graph.update()
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(graph.drawnTexts == ["Row 1!", "Row 2!", "Row 3!"])
        #expect(graph.lastEdits.contains(.changed(1)), "each row's text changed in place: \(graph.lastEdits)")
        #expect(!graph.lastEdits.contains { if case .inserted = $0 { true } else { false } })
        #expect(graph.rootLayout.children.first?.children[1] === second, "the row kept its layout")
        rows.ids = [3, 4, 1]
        graph.update()
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(graph.drawnTexts == ["Row 3!", "Row 4!", "Row 1!"])
    }

    /// SwiftUI runs a body again only when something it read changed
    /// ("Environment": the view updates when a value it reads changes). The
    /// row never reads the font; its text takes the new one all the same.
    @Test func aNewEnvironmentReachesTheSharedTextWithoutRunningTheBody() {
        let rows = Rows(), runs = Runs()
        let bold = Box(false)
        let graph = ViewGraph(content: FontHost(rows: rows, runs: runs, bold: bold))
        graph.layOutByArithmetic(width: 300, height: 300)
        let before = runs.count
        let font = fonts(graph)
        bold.value = true
        let host = graph.allNodes.first { $0.view is FontHost }
        if let host { graph.invalidate(host) }
        graph.update()
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(runs.count == before, "no row's body ran for a font it does not read")
        #expect(fonts(graph).allSatisfy { $0.weight == .bold }, "\(fonts(graph))")
        #expect(fonts(graph) != font)
    }

    @Test func aMissingEnvironmentObjectGivesTheNodeAChildAndBack() {
        let supply = Supply(), greeting = Greeting()
        let graph = ViewGraph(content: GreeterHost(supply: supply, greeting: greeting))
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(graph.drawnTexts == ["above", "Hello Ada", "Hi", "Ada", "below"])
        let nodes = graph.allNodes
        let greeter = nodes.first { $0.view is Greeter }, stackGreeter = nodes.first { $0.view is StackGreeter }
        #expect(greeter?.children.isEmpty == true && greeter?.layout is TextLayout)
        #expect(stackGreeter?.children.count == 2 && stackGreeter?.layout is StackLayout, "the stack's parts are the greeter's children")

        supply.gives = false
        graph.update()
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(graph.drawnTexts == ["above", "below"], "the greeters show nothing without their object")
        #expect(greeter?.children.count == 1 && greeter?.layout == nil, "the stand-in is a child")
        #expect(stackGreeter?.children.count == 1 && stackGreeter?.layout == nil)

        supply.gives = true
        graph.update()
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(graph.drawnTexts == ["above", "Hello Ada", "Hi", "Ada", "below"])
        greeting.name = "Grace"
        graph.update()
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(graph.drawnTexts == ["above", "Hello Grace", "Hi", "Grace", "below"])
    }

    /// A shared counting text keeps an alarm that runs its node each second.
    /// When the body becomes a stand-in and the node stops sharing the text,
    /// the alarm goes with it: the stand-in is not run each second for nothing.
    @Test func aSharedTimerThatGivesWayStopsTicking() {
        let supply = Supply(), greeting = Greeting()
        let graph = ViewGraph(content: TimerGreeterHost(supply: supply, greeting: greeting))
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(graph.clock.hasAlarms, "the shared text ticks")
        supply.gives = false
        graph.update()
        #expect(!graph.clock.hasAlarms, "the stand-in has nothing to count")
        for second in 1...3 {
            graph.clock.fireDueAlarms(frameTime: Double(second))
            #expect(!graph.hasPendingUpdates, "a second passed and the greeter was run again for nothing")
        }
        supply.gives = true
        graph.update()
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(graph.clock.hasAlarms, "the text, back as a child, ticks again")
    }

    /// A view whose body is a stack keeps the stack in its own node, with the
    /// stack's parts as its children; a row's change reaches them there.
    @Test func aViewWhoseBodyIsAStackIsOneNodeWithTheStacksChildren() {
        let rows = Rows(), runs = Runs()
        let graph = ViewGraph(content: RowList(rows: rows, runs: runs))
        graph.layOutByArithmetic(width: 300, height: 300)
        let list = graph.allNodes.first { $0.view is RowList }
        #expect(list?.layout is StackLayout)
        #expect(!graph.allNodes.contains { String(describing: type(of: $0.view)).hasPrefix("VStack") })
        rows.ids = [2, 3]
        graph.update()
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(graph.drawnTexts == ["Row 2", "Row 3"])
    }

    /// A colour keeps its value in the node it shares (`KeepsValueWhenShared`):
    /// the scheme's change reaches it without the swatch's body running.
    @Test func aSharedColourTakesANewSchemeWithoutRunningTheBody() {
        let runs = Runs(), dark = Box(false)
        let graph = ViewGraph(content: SchemeHost(runs: runs, dark: dark))
        graph.layOutByArithmetic()
        let swatch = graph.allNodes.first { $0.view is Swatch }
        #expect(swatch?.layout is FillLayout && swatch?.children.isEmpty == true)
        let light = fills(graph), before = runs.count
        dark.value = true
        if let host = graph.allNodes.first(where: { $0.view is SchemeHost }) { graph.invalidate(host) }
        graph.update()
        graph.layOutByArithmetic()
        #expect(runs.count == before, "the swatch reads no scheme itself")
        #expect(fills(graph) != light && fills(graph).count == 1, "\(light) → \(fills(graph))")
    }

    private func fills(_ graph: ViewGraph) -> [RGBA] {
        graph.makeDisplayList().graphics.compactMap { graphic in
            if case .fill(let color) = graphic.content { color } else { nil }
        }
    }

    private func fonts(_ graph: ViewGraph) -> [Font] {
        graph.makeDisplayList().graphics.compactMap { graphic in
            if case .text(let run) = graphic.content { run.font } else { nil }
        }
    }
}

@MainActor private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A swatch whose whole body is a colour that depends on the scheme.
private struct Swatch: View {
    let runs: Runs
    var body: some View {
        let _ = runs.count += 1
        Color.primary
    }
}

private struct SchemeHost: View {
    let runs: Runs
    let dark: Box<Bool>
    var body: some View {
        VStack { Swatch(runs: runs).frame(width: 10, height: 10) }
            .environment(\.colorScheme, dark.value ? .dark : .light)
    }
}

private struct FontHost: View {
    let rows: Rows
    let runs: Runs
    let bold: Box<Bool>
    var body: some View {
        RowList(rows: rows, runs: runs).fontWeight(bold.value ? .bold : nil)
    }
}
