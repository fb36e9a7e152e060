import CSDL2

/// Checks that the baseline draws what Trellis draws: both paint the same
/// state, and the window's pixels in a region are compared.
///
/// Only the software renderer keeps the presented frame readable; on OpenGL
/// the back buffer is undefined after presenting, so there is no check.
@MainActor
enum PixelCheck {
    /// How many pixels of `region` were compared, and how many differ by more
    /// than 8 in any channel (anti-aliasing of the same glyphs may differ by a little).
    struct Outcome {
        var compared: Int
        var differing: Int
    }

    static func compare(window: BenchWindow, region: PixelRect, trellis: () -> Void, baseline: () -> Void) -> Outcome? {
        guard !window.needsFrameTexture else { return nil }
        trellis()
        guard let drawnByTrellis = read(window.renderer, region) else { return nil }
        baseline()
        guard let drawnByHand = read(window.renderer, region) else { return nil }
        var differing = 0
        for (a, b) in zip(drawnByTrellis, drawnByHand) where a != b {
            let far = stride(from: 0, to: 32, by: 8).contains { shift in
                abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > 8
            }
            if far { differing += 1 }
        }
        return Outcome(compared: drawnByTrellis.count, differing: differing)
    }

    private static func read(_ renderer: OpaquePointer, _ region: PixelRect) -> [UInt32]? {
        guard !region.isEmpty else { return nil }
        var pixels = [UInt32](repeating: 0, count: Int(region.w) * Int(region.h))
        var rect = region.sdl
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, region.w * 4)
        }
        return status == 0 ? pixels : nil
    }

    /// The outcome as report figures and, when too much differs, a note.
    static func record(_ outcome: Outcome?, as name: String, figures: inout [String: Double], notes: inout [String]) {
        guard let outcome else {
            notes.append("\(name): pixels not compared (only the software renderer keeps them readable)")
            return
        }
        figures["\(name).pixelsCompared"] = Double(outcome.compared)
        figures["\(name).pixelsDiffering"] = Double(outcome.differing)
        if outcome.differing * 1_000 > outcome.compared {
            notes.append("\(name): \(outcome.differing) of \(outcome.compared) pixels differ between Trellis and the baseline")
        }
    }
}
