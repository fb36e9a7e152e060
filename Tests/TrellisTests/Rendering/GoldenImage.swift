import Foundation
import Testing
import Trellis
import TrellisSDL
import TrellisTesting

/// The folder golden images live in, found from this file's own path so tests
/// can run from any working directory.
private let goldensFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Goldens")

/// Compares what `host` shows with `Goldens/<name>.png`, channel by channel within `tolerance`.
///
/// On a mismatch, `<name>.actual.png` and `<name>.diff.png` (differing pixels
/// in magenta over a faded golden) are written beside the golden and an issue
/// is recorded. With `TRELLIS_RECORD_GOLDENS=1`, or when the golden is missing,
/// the golden is written instead and an issue says so, so a missing golden
/// fails once, visibly, rather than passing silently.
@MainActor
func expectMatchesGolden(_ host: ViewHost<some View>, named name: String, tolerance: UInt8 = 2,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        try expectMatchesGolden(screenshot(of: host), named: name, tolerance: tolerance, sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(name): could not take a screenshot: \(error)", sourceLocation: sourceLocation)
    }
}

/// Compares an image, such as a demo's own screenshot, with `Goldens/<name>.png`, as above.
func expectMatchesGolden(_ actual: PixelImage, named name: String, tolerance: UInt8 = 2,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let golden = goldensFolder.appendingPathComponent("\(name).png")
    let actualFile = goldensFolder.appendingPathComponent("\(name).actual.png")
    let diffFile = goldensFolder.appendingPathComponent("\(name).diff.png")
    do {
        let recording = ProcessInfo.processInfo.environment["TRELLIS_RECORD_GOLDENS"] == "1"
        if recording || !FileManager.default.fileExists(atPath: golden.path) {
            try FileManager.default.createDirectory(at: goldensFolder, withIntermediateDirectories: true)
            try actual.writePNG(to: golden)
            Issue.record("Recorded golden image \(golden.path); check it by eye, then run the tests again without TRELLIS_RECORD_GOLDENS.",
                         sourceLocation: sourceLocation)
            return
        }
        let expected = try PixelImage(contentsOf: golden)
        guard expected.width == actual.width, expected.height == actual.height else {
            try actual.writePNG(to: actualFile)
            Issue.record("""
                \(name): the screen is \(actual.width)×\(actual.height) but the golden is \(expected.width)×\(expected.height); \
                wrote \(actualFile.path)
                """, sourceLocation: sourceLocation)
            return
        }
        let comparison = GoldenComparison(expected: expected, actual: actual, tolerance: tolerance)
        guard comparison.mismatches > 0 else {
            try? FileManager.default.removeItem(at: actualFile)
            try? FileManager.default.removeItem(at: diffFile)
            return
        }
        try actual.writePNG(to: actualFile)
        try comparison.diffImage.writePNG(to: diffFile)
        Issue.record("""
            \(name): \(comparison.mismatches) pixels differ by more than \(tolerance) (largest difference \(comparison.largest), \
            first at \(comparison.first.x),\(comparison.first.y): expected \(comparison.first.expected), got \(comparison.first.actual)); \
            wrote \(actualFile.lastPathComponent) and \(diffFile.lastPathComponent) in \(goldensFolder.path)
            """, sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(name): could not compare with the golden image: \(error)", sourceLocation: sourceLocation)
    }
}

/// The host's screen as decoded pixels, read back through the same PNG path as the goldens.
@MainActor
private func screenshot(of host: ViewHost<some View>) throws -> PixelImage {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-golden-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: file) }
    try host.writePNG(to: file)
    return try PixelImage(contentsOf: file)
}

/// Where two images of the same size differ by more than a tolerance.
private struct GoldenComparison {
    var mismatches = 0
    var largest: UInt8 = 0
    var first: (x: Int, y: Int, expected: RGBA, actual: RGBA) = (0, 0, RGBA(r: 0, g: 0, b: 0), RGBA(r: 0, g: 0, b: 0))
    /// Differing pixels in magenta, over the golden faded towards white.
    let diffImage: PixelImage

    init(expected: PixelImage, actual: PixelImage, tolerance: UInt8) {
        var diff: [RGBA] = []
        diff.reserveCapacity(expected.pixels.count)
        for index in expected.pixels.indices {
            let want = expected.pixels[index], got = actual.pixels[index]
            let difference = max(Self.distance(want.r, got.r), Self.distance(want.g, got.g),
                                 Self.distance(want.b, got.b), Self.distance(want.a, got.a))
            largest = max(largest, difference)
            if difference > tolerance {
                if mismatches == 0 { first = (index % expected.width, index / expected.width, want, got) }
                mismatches += 1
                diff.append(RGBA(r: 255, g: 0, b: 255))
            } else {
                func faded(_ channel: UInt8) -> UInt8 { UInt8(191 + Int(channel) / 4) }
                diff.append(RGBA(r: faded(want.r), g: faded(want.g), b: faded(want.b)))
            }
        }
        diffImage = PixelImage(width: expected.width, height: expected.height, pixels: diff)
    }

    private static func distance(_ a: UInt8, _ b: UInt8) -> UInt8 { a > b ? a - b : b - a }
}
