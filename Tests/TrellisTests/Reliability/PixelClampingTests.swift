import Testing
@testable import TrellisSDL

/// Rounding to pixels without libm must give what `rounded(_:)` gives, held to the limit.
@Suite struct PixelClampingTests {
    private static func reference(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int32 {
        guard !value.isNaN else { return 0 }
        let limit = Double(Int32.pixelLimit)
        return Int32(min(max(value.rounded(rule), -limit), limit))
    }

    private static let samples: [Double] = {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                                0.5000000000000001, 1e-300, -1e-300, 12.25, -12.75, 1_073_741_822.5, 1_073_741_823.5,
                                -1_073_741_823.5, 1e12, -1e12, .infinity, -.infinity, .nan,
                                Double(Int32.pixelLimit), -Double(Int32.pixelLimit), Double(Int32.pixelLimit) - 0.5]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            values.append(Double.random(in: -5_000...5_000, using: &generator))
            values.append(Double(Int.random(in: -10_000...10_000, using: &generator)) / 4)
        }
        return values
    }()

    @Test(arguments: [FloatingPointRoundingRule.toNearestOrAwayFromZero, .down, .up, .towardZero, .toNearestOrEven])
    func matchesRoundedThenHeld(rule: FloatingPointRoundingRule) {
        for value in Self.samples {
            #expect(Int32(clampingPixels: value, rounding: rule) == Self.reference(value, rule), "\(value) \(rule)")
        }
    }
}
