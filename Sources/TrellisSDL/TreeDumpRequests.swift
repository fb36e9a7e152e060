import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Writes a window's tree dumps when a person debugging asks for them: on
/// Ctrl+Alt+Shift+D, and once after each window's first drawn frame when
/// `TRELLIS_DUMP` names a file.
///
/// With `TRELLIS_DUMP=path`, the first window's first frame goes to `path`
/// and another window's to `path.window<N>`; the chord writes
/// `path.frame<F>` (`path.window<N>.frame<F>`), so dumps of two frames sit side
/// by side to diff. Without it, the chord writes to the temporary folder.
/// Each write says on standard error where it went. A file that cannot be
/// written is reported and the dumps go to standard error instead.
@MainActor
package final class TreeDumpRequests {
    /// The file `TRELLIS_DUMP` names, if any.
    package let path: String?
    private let report: (String) -> Void
    /// The windows seen so far, numbered in the order they first dumped.
    // Held weakly and compared by identity, not by `ObjectIdentifier`: a closed
    // window's address may be reused by a new one, which must still dump.
    private var seen: [SeenWindow] = []

    private struct SeenWindow {
        weak var pipeline: FramePipeline?
        let number: Int
        var dumpedFirstFrame = false
    }

    /// Requests answered to `path` (by default `TRELLIS_DUMP`'s), saying where
    /// each dump went through `report` (by default, standard error).
    package init(path: String? = EnvironmentVariables.value(of: "TRELLIS_DUMP"),
                 report: @escaping (String) -> Void = TreeDumpRequests.writeToStandardError) {
        self.path = path.flatMap { $0.isEmpty ? nil : $0 }
        self.report = report
    }

    /// Whether `event` is the chord that asks for dumps: D with Ctrl, Alt and Shift.
    package static func isChord(_ event: Event) -> Bool {
        guard case let .keyDown(.character(character), modifiers) = event,
              character == "d" || character == "D" else { return false }
        return modifiers.isSuperset(of: [.control, .option, .shift]) && !modifiers.contains(.command)
    }

    /// Writes `pipeline`'s dumps when `event` is the chord; returns whether it
    /// was, so the caller does not deliver it as well.
    package func take(_ event: Event, for pipeline: FramePipeline) -> Bool {
        guard Self.isChord(event) else { return false }
        let base = path.map { basePath(for: pipeline, in: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("trellis-trees").path
        write(pipeline, to: "\(base).frame\(pipeline.frameNumber)")
        return true
    }

    /// Writes `pipeline`'s dumps after its first frame that drew, once, when
    /// `TRELLIS_DUMP` names a file.
    package func frameDidRun(_ pipeline: FramePipeline, drew: Bool) {
        guard drew, let path else { return }
        let index = seenIndex(of: pipeline)
        guard !seen[index].dumpedFirstFrame else { return }
        seen[index].dumpedFirstFrame = true
        write(pipeline, to: basePath(for: pipeline, in: path))
    }

    /// `path` for the first window that dumps, `path.window<N>` for the Nth after it.
    private func basePath(for pipeline: FramePipeline, in path: String) -> String {
        let number = seen[seenIndex(of: pipeline)].number
        return number == 1 ? path : "\(path).window\(number)"
    }

    private func seenIndex(of pipeline: FramePipeline) -> Int {
        if let index = seen.firstIndex(where: { $0.pipeline === pipeline }) { return index }
        seen.append(SeenWindow(pipeline: pipeline, number: seen.count + 1))
        return seen.count - 1
    }

    private func write(_ pipeline: FramePipeline, to file: String) {
        let text = "# frame \(pipeline.frameNumber)\n" + pipeline.treeDumps().text
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            report("trellis: wrote the view graph, layout tree and display list of frame \(pipeline.frameNumber) to \(file)\n")
        } catch {
            // Nothing is lost: the dumps the person asked for still reach them.
            report("trellis: could not write tree dumps to \(file) (\(error.localizedDescription)); here they are instead:\n\(text)")
        }
    }

    /// Writes `message` to standard error.
    package nonisolated static func writeToStandardError(_ message: String) {
        FileHandle.standardError.write(Data(message.utf8))
    }
}
