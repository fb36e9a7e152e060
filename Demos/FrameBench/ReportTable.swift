import Foundation
import FrameBenchReport

/// The plain-text table FrameBench prints on standard output.
enum ReportTable {
    private struct Column {
        let title: String
        let width: Int
        let leftAligned: Bool
    }

    private static let columns = [
        Column(title: "scenario", width: 12, leftAligned: true),
        Column(title: "op", width: 34, leftAligned: true),
        Column(title: "median", width: 8, leftAligned: false),
        Column(title: "p90", width: 8, leftAligned: false),
        Column(title: "p99", width: 8, leftAligned: false),
        Column(title: "max", width: 8, leftAligned: false),
        Column(title: "base", width: 7, leftAligned: false),
        Column(title: "ratio", width: 7, leftAligned: false),
        Column(title: "build", width: 7, leftAligned: false),
        Column(title: "update", width: 7, leftAligned: false),
        Column(title: "layout", width: 7, leftAligned: false),
        Column(title: "display", width: 7, leftAligned: false),
        Column(title: "render", width: 7, leftAligned: false),
        Column(title: "present", width: 7, leftAligned: false),
    ]

    static func render(_ report: BenchReport) -> String {
        var lines: [String] = []
        lines.append("FrameBench: renderer \(report.renderer), \(report.machine.cpuModel), \(report.machine.logicalCPUs) CPUs")
        lines.append("Trellis times in ms from the state change to the end of SDL_RenderPresent; base = hand-written SDL")
        lines.append("baseline median; ratio = Trellis median ÷ base; phases are Trellis medians in ms.")
        lines.append("")
        lines.append(row(columns.map(\.title)))
        lines.append(String(repeating: "-", count: columns.reduce(0) { $0 + $1.width + 1 }))
        for scenario in report.scenarios {
            for (index, op) in scenario.ops.enumerated() {
                let cells = [
                    index == 0 ? scenario.scenario : "",
                    op.op,
                    number(op.trellis.median), number(op.trellis.p90), number(op.trellis.p99), number(op.trellis.max),
                    op.baseline.map { number($0.median) } ?? "–",
                    op.ratio.map { String(format: "%.1f×", $0) } ?? "–",
                    phase(op.phases.build), phase(op.phases.update), phase(op.phases.layout),
                    phase(op.phases.display), phase(op.phases.render), phase(op.phases.present),
                ]
                lines.append(row(cells))
            }
        }
        for scenario in report.scenarios where !scenario.figures.isEmpty || !scenario.notes.isEmpty {
            lines.append("")
            lines.append("\(scenario.scenario):")
            for (key, value) in scenario.figures.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(key): \(figure(value))")
            }
            for note in scenario.notes { lines.append("  note: \(note)") }
        }
        lines.append("")
        lines.append(String(format: "ran %.0f s; runs per op %d (rows ops at least 10)", report.seconds, report.runsPerOp))
        return lines.joined(separator: "\n")
    }

    private static func row(_ cells: [String]) -> String {
        zip(columns, cells).map { column, cell in
            let text = cell.count > column.width ? String(cell.prefix(column.width - 1)) + "…" : cell
            let padding = String(repeating: " ", count: max(column.width - text.count, 0))
            return column.leftAligned ? text + padding : padding + text
        }.joined(separator: " ")
    }

    private static func number(_ milliseconds: Double) -> String {
        milliseconds >= 100 ? String(format: "%.0f", milliseconds) : String(format: "%.2f", milliseconds)
    }

    private static func phase(_ milliseconds: Double) -> String {
        milliseconds == 0 ? "·" : number(milliseconds)
    }

    private static func figure(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(format: "%.3f", value)
    }
}
