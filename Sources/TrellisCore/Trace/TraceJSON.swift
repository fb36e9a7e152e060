import Foundation

/// Writes trace entries as the Chrome trace-event JSON format that Perfetto
/// and `chrome://tracing` open: complete slices ("X") for frames, phases,
/// bodies and layout passes, instants ("i") for rasterisations and missed
/// frames, counters ("C") for textures and memory, and names ("M") for the
/// process, which viewers title the trace with, and for each track.
package enum TraceJSON {
    /// The JSON of `events`, whose bodies are named from `names` and whose tracks from `tracks`.
    /// Entries are sorted by start, longer first, so a viewer nests a frame's phases inside it.
    /// The process is named after the app's executable.
    package static func encode(_ events: [TraceEvent], names: [String], tracks: [Int: String]) -> Data {
        let sorted = events.sorted { $0.start != $1.start ? $0.start < $1.start : $0.duration > $1.duration }
        var lines: [String] = []
        lines.reserveCapacity(sorted.count + tracks.count + 1)
        lines.append(#"{"name":"process_name","ph":"M","pid":1,"args":{"name":\#(quoted(ProcessInfo.processInfo.processName))}}"#)
        for (track, name) in tracks.sorted(by: { $0.key < $1.key }) {
            lines.append(#"{"name":"thread_name","ph":"M","pid":1,"tid":\#(track),"args":{"name":\#(quoted(name))}}"#)
        }
        var bodyCounts: [String: Int] = [:]
        for event in sorted {
            if case .body(let index) = event.kind { bodyCounts[name(index, in: names), default: 0] += 1 }
            lines.append(line(for: event, names: names))
        }
        let counts = bodyCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\(quoted($0.key)):\($0.value)" }.joined(separator: ",")
        let text = "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"bodyEvaluationsByView\":{\(counts)}},\"traceEvents\":[\n"
            + lines.joined(separator: ",\n") + "\n]}\n"
        return Data(text.utf8)
    }

    /// One event's JSON object.
    private static func line(for event: TraceEvent, names: [String]) -> String {
        let ts = microseconds(event.start), dur = microseconds(event.duration)
        let head = #""pid":1,"tid":\#(event.track),"ts":\#(ts)"#
        let (a, b, c) = event.values
        switch event.kind {
        case .frame:
            return #"{"name":"frame","cat":"frame","ph":"X",\#(head),"dur":\#(dur),"args":{"number":\#(a),"presented":\#(b != 0),"bodies":\#(c)}}"#
        case .phase(let phase):
            return #"{"name":"\#(phase)","cat":"phase","ph":"X",\#(head),"dur":\#(dur)}"#
        case .body(let index):
            return #"{"name":\#(quoted(name(index, in: names))),"cat":"body","ph":"X",\#(head),"dur":\#(dur)}"#
        case .layout:
            return #"{"name":"layout pass","cat":"layout","ph":"X",\#(head),"dur":\#(dur),"args":{"measured":\#(a),"placed":\#(b)}}"#
        case .rasterise:
            return #"{"name":"\#(c != 0 ? "texture upload" : "rasterise")","cat":"render","ph":"i","s":"t",\#(head),"args":{"width":\#(a),"height":\#(b)}}"#
        case .missedFrame:
            return #"{"name":"missed frame","cat":"frame","ph":"i","s":"t",\#(head),"args":{"number":\#(a)}}"#
        case .textures:
            return #"{"name":"textures","ph":"C",\#(head),"args":{"alive":\#(a),"MB":\#(megabytes(b))}}"#
        case .memory:
            return #"{"name":"memory","ph":"C",\#(head),"args":{"resident MB":\#(megabytes(a))}}"#
        }
    }

    private static func name(_ index: Int, in names: [String]) -> String {
        names.indices.contains(index) ? names[index] : "body"
    }

    /// Nanoseconds as microseconds with three decimals, the unit trace events use.
    private static func microseconds(_ nanoseconds: UInt64) -> String {
        "\(nanoseconds / 1000).\(String(nanoseconds % 1000 + 1000).dropFirst())"
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.2f", Double(bytes) / 1_048_576)
    }

    /// `text` as a JSON string, escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
