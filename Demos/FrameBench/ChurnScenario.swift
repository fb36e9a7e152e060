import Foundation
import FrameBenchReport
import RowsTable
import Trellis

/// `churn`: make 10,000 rows and clear them, five times. Textures and memory
/// should come back to where they started. The baseline is the rows table's
/// own, which repaints the viewport and makes only the visible rows' textures.
@MainActor
enum ChurnScenario {
    static let cycles = 5
    static let rows = 10_000
    static let mebibyte = 1_048_576.0
    static let summary = "create \(grouped(rows)) rows then clear them, \(cycles) times; textures alive and resident memory"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        context.progress("churn: \(cycles) cycles of \(grouped(rows)) rows")
        let store = RowsStore(seed: RowsScenario.seed)
        let scene = try TrellisScene(RowsView(store: store), window: context.window)
        defer { scene.close() }
        var notes: [String] = [], figures: [String: Double] = [:]
        // The baseline is the rows table's: the probe made one table of 1,000
        // rows, and so does the baseline, so their labels come out in step.
        let geometry = try RowsProbe(scene: scene, store: store).measure(notes: &notes)
        let baseline = RowsBaseline(canvas: context.baseline, geometry: geometry, seed: RowsScenario.seed)
        baseline.reset { baseline.create(1_000) }
        let check = PixelCheck.compare(window: context.window, region: geometry.viewport,
                                       trellis: { scene.reset { store.create(rows) } },
                                       baseline: { baseline.reset { baseline.create(rows) } })
        PixelCheck.record(check, as: "baselineCheck", figures: &figures, notes: &notes)
        baseline.reset { baseline.clear() }
        scene.reset { store.clear() }
        let texturesBefore = scene.pipeline.lastStats.texturesAlive
        let residentBefore = ProcessUsage.residentBytes()
        // Linux resets the high-water mark of resident memory on request, so the
        // peak below is this scenario's own and not an earlier one's.
        let highWaterReset = HighWater.reset()

        var creates: [OpSample] = [], clears: [OpSample] = [], resident: [Int] = []
        var baselineCreates: [OpSample] = [], baselineClears: [OpSample] = []
        for _ in 0..<cycles {
            // Each side makes and clears in turn, so both see the same machine state;
            // resident memory is read straight after Trellis's op.
            creates.append(scene.measure { store.create(rows) })
            resident.append(ProcessUsage.residentBytes())
            baselineCreates.append(baseline.measure { baseline.create(rows) })
            clears.append(scene.measure { store.clear() })
            resident.append(ProcessUsage.residentBytes())
            baselineClears.append(baseline.measure { baseline.clear() })
        }
        let texturesAfter = scene.pipeline.lastStats.texturesAlive
        let residentAfter = ProcessUsage.residentBytes()

        figures["texturesAliveBefore"] = Double(texturesBefore)
        figures["texturesAliveAfter"] = Double(texturesAfter)
        figures["residentMiBBefore"] = Double(residentBefore) / mebibyte
        figures["residentMiBPeakSampled"] = Double(resident.max() ?? 0) / mebibyte
        figures["residentMiBAfter"] = Double(residentAfter) / mebibyte
        for (cycle, bytes) in resident.enumerated() where cycle % 2 == 1 {
            figures["residentMiBAfterCycle\(cycle / 2 + 1)"] = Double(bytes) / mebibyte
        }
        if highWaterReset, let peak = HighWater.bytes() {
            figures["residentMiBPeak"] = Double(peak) / mebibyte
        }
        if texturesAfter != texturesBefore {
            notes.append("textures alive went from \(texturesBefore) to \(texturesAfter)")
        }
        return ScenarioResult(scenario: "churn", summary: summary,
                              ops: [OpResult(op: "create \(grouped(rows)) rows (\(cycles) cycles)", trellis: creates, baseline: baselineCreates),
                                    OpResult(op: "clear \(grouped(rows)) rows (\(cycles) cycles)", trellis: clears, baseline: baselineClears)],
                              figures: figures, notes: notes)
    }
}

/// The kernel's record of the most memory this process has had resident.
enum HighWater {
    /// Starts the record again from the current resident size; false where the kernel refuses.
    static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// `VmHWM` from `/proc/self/status`, in bytes.
    static func bytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kibibytes = line.split(separator: " ").compactMap { Int($0) }.first
            return kibibytes.map { $0 * 1024 }
        }
        return nil
    }
}
