import Foundation

/// The issue asks for text measurements per pass: each first-frame scenario
/// notes them, in all and per text, and keeps the per-text figure in its JSON.
enum TextMeasurementNote {
    static func add(scenario: String, texts: Int, figures: inout [String: Double], notes: inout [String]) {
        guard let measured = figures["textMeasurementsPerPass"], texts > 0 else { return }
        figures["textMeasurementsPerText"] = measured / Double(texts)
        notes.append("\(scenario): \(Int(measured)) text measurements in the first frame, "
            + "\(String(format: "%.1f", measured / Double(texts))) per text (\(texts) texts)")
    }
}
