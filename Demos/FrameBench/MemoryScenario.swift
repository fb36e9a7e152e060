import Foundation
import FrameBenchReport
import RowsTable
import Trellis

/// One kind of row whose memory `memory` measures: a scene of `rows` of them.
struct MemoryRowKind: Sendable {
    /// The kind's name, as `--memory-probe` takes it.
    let name: String
    /// What a row of the kind is, for the report.
    let description: String
    /// The two row counts whose difference is measured.
    let sizes: (small: Int, large: Int)
    /// Issue 60's budget for a row of the kind, in bytes, if it sets one.
    let budget: Int?
    /// Makes the rows' data, then returns what builds the view of them: the
    /// data is the app's, made before the scene's memory is read.
    let prepare: @MainActor @Sendable (Int) -> @MainActor () -> AnyView
}

/// `memory`: what a row costs while it is shown, for each kind of row, each
/// count measured in a process of its own.
///
/// Memory an earlier scenario freed stays with the process, and the next
/// rows reuse it without growing the resident size, so a figure taken inside
/// a full run reads too low (it read 0 in one). Here each count runs in a
/// fresh FrameBench (`--memory-probe`): it opens the window, makes the data,
/// reads its resident size, builds and draws the first frame of the rows,
/// and reads it again. The difference between two counts, over the rows
/// between them, leaves out what a scene costs whatever its rows (fonts, the
/// visible rows' textures, type metadata).
@MainActor
enum MemoryScenario {
    static let kinds: [MemoryRowKind] = [
        MemoryRowKind(name: "text", description: "an eager Text row (ForEach in a VStack in a ScrollView)",
                      sizes: (10_000, 20_000), budget: 800) { count in
            let model = ReplaceModel()
            model.replaceAll(count: count)
            return { AnyView(ReplaceView(model: model, kind: .text)) }
        },
        MemoryRowKind(name: "if-else", description: "an eager row whose body is an if/else of two Texts",
                      sizes: (10_000, 20_000), budget: nil) { count in
            let model = ReplaceModel()
            model.replaceAll(count: count)
            return { AnyView(ReplaceView(model: model, kind: .conditional)) }
        },
        // A lazy row keeps a few words, so it takes many rows to rise above the pages' noise.
        MemoryRowKind(name: "list", description: "a row of the rows table's List, which builds only the rows it shows",
                      sizes: (100_000, 200_000), budget: nil) { count in
            let store = RowsStore(seed: RowsScenario.seed)
            store.create(count)
            return { AnyView(RowsView(store: store)) }
        },
        // The rows table's row, tappable label and cross on a background, built eagerly: what the
        // layout nodes of taps and decorations cost a row that is really there.
        MemoryRowKind(name: "tappable", description: "a row of the rows table (two framed texts, two taps, a picture, a background), eager",
                      sizes: (5_000, 10_000), budget: nil) { count in
            let store = RowsStore(seed: RowsScenario.seed)
            store.create(count)
            return { AnyView(EagerRows(store: store)) }
        },
        MemoryRowKind(name: "chat", description: "a chat message (avatar, author, time, wrapped text), eager",
                      sizes: (1_000, 2_000), budget: 6_000) { count in
            let messages = ChatMaker.make(count)
            return { AnyView(ChatView(messages: messages)) }
        },
        MemoryRowKind(name: "messages", description: "a message of the messages scenario (author and wrapped text), eager",
                      sizes: (1_000, 2_000), budget: nil) { count in
            let messages = MessageMaker.make(count, seed: 7)
            return { AnyView(MessagesView(messages: messages)) }
        },
    ]

    static let summary = "resident bytes per row of each kind, each count in a fresh process"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        var figures: [String: Double] = [:], notes: [String] = []
        for kind in kinds where context.runsOp(kind.name) {
            context.progress("memory: \(kind.name), \(grouped(kind.sizes.small)) and \(grouped(kind.sizes.large)) rows")
            let small = try probe(kind, rows: kind.sizes.small, renderer: context.window.kind)
            let large = try probe(kind, rows: kind.sizes.large, renderer: context.window.kind)
            let perRow = Double(large - small) / Double(kind.sizes.large - kind.sizes.small)
            figures["\(kind.name) bytes per row"] = perRow.rounded()
            var note = "\(kind.name): \(kind.description): \(grouped(Int(perRow.rounded()))) bytes a row "
                + "(\(grouped(small / 1024)) KiB for \(grouped(kind.sizes.small)) rows, \(grouped(large / 1024)) KiB for \(grouped(kind.sizes.large)))"
            if let budget = kind.budget {
                note += perRow <= Double(budget) ? "; within" : "; over"
                note += " the budget of \(grouped(budget))"
            }
            notes.append(note)
        }
        return ScenarioResult(scenario: "memory", summary: summary, ops: [], figures: figures, notes: notes)
    }

    /// The resident growth of `rows` rows of `kind`, measured by a FrameBench of its own.
    private static func probe(_ kind: MemoryRowKind, rows: Int, renderer: RendererKind) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--memory-probe", "\(kind.name):\(rows)", "--renderer", renderer.rawValue]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let bytes = Int(text.split(separator: "\n").last ?? "") else {
            throw BenchError("the memory probe of \(rows) \(kind.name) rows failed (status \(process.terminationStatus)): \(text)")
        }
        return bytes
    }

    /// In a probe process: the resident bytes `spec`'s rows ("kind:count") add
    /// once built and drawn, printed on standard output.
    static func runProbe(_ spec: String, renderer: RendererKind) throws {
        let parts = spec.split(separator: ":")
        guard parts.count == 2, let kind = kinds.first(where: { $0.name == parts[0] }), let rows = Int(parts[1]), rows > 0 else {
            throw BenchError("--memory-probe takes KIND:ROWS with KIND one of \(kinds.map(\.name).joined(separator: ", ")); got \"\(spec)\"")
        }
        let window = try BenchWindow(kind: renderer)
        let make = kind.prepare(rows)
        let before = ProcessUsage.residentBytes()
        let scene = try TrellisScene(make(), window: window)
        var sample = OpSample()
        scene.settle(into: &sample)
        let after = ProcessUsage.residentBytes()
        withExtendedLifetime(scene) { print(after - before) }
    }
}

/// The rows table's rows in a plain `VStack`, every one built.
private struct EagerRows: View {
    let store: RowsStore
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(store.rows) { row in RowView(row: row, isSelected: false, store: store) }
            }
        }
    }
}
