import Foundation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

/// Every numeric `TRELLIS_*` variable is read by `EnvironmentSetting`: a value
/// it cannot use gives one warning naming the variable and the value used instead.
@Suite(.serialized) struct EnvironmentSettingTests {
    private func warning(for name: String, _ value: String) -> [String] {
        Diagnostics.warnings.filter { $0.hasPrefix("\(name)=\"\(value)\"") }
    }

    @Test func anImageCacheOfEightExabytesIsCutToATerabyteWithAWarning() {
        // 8796093022208 MB is 2^63 bytes: turning it into bytes overflowed and crashed the app.
        let bytes = ResourceLimits.imageCacheBytes(environment: ["TRELLIS_IMAGE_CACHE_MB": "8796093022208"])
        #expect(bytes == 1_048_576 * 1_048_576)
        let said = warning(for: "TRELLIS_IMAGE_CACHE_MB", "8796093022208")
        #expect(said.count == 1)
        #expect(said.first?.hasSuffix("is above 1048576; using 1048576") == true, "\(said)")
    }

    @Test(arguments: ["0", "-1", "nan", "fast", "-inf"])
    func aFrameRateThatIsNotAPositiveNumberWarnsAndUsesSixty(_ value: String) {
        #expect(ResourceLimits.frameRate(environment: ["TRELLIS_FPS": value]) == 60)
        let said = warning(for: "TRELLIS_FPS", value)
        #expect(said.count == 1, "\(Diagnostics.warnings.suffix(3))")
        #expect(said.first?.hasSuffix("using 60.0") == true, "\(said)")
    }

    @Test func aFrameRateAboveTheRangeIsCutToItsTop() {
        #expect(ResourceLimits.frameRate(environment: ["TRELLIS_FPS": "1e300"]) == 1_000)
        #expect(warning(for: "TRELLIS_FPS", "1e300").first?.hasSuffix("is above 1000.0; using 1000.0") == true)
    }

    @Test func wholeNumbersTooLongForAnIntAreAbsurdlyLargeNotGarbage() {
        let value = EnvironmentSetting.integer("TRELLIS_TEST_LIMIT", default: 32, in: 4...4_096,
                                               environment: ["TRELLIS_TEST_LIMIT": "99999999999999999999999"])
        #expect(value == 4_096)
        let fewer = EnvironmentSetting.integer("TRELLIS_TEST_LIMIT", default: 32, in: 4...4_096, belowRange: 4,
                                               environment: ["TRELLIS_TEST_LIMIT": "2"])
        #expect(fewer == 4)
        let text = EnvironmentSetting.integer("TRELLIS_TEST_LIMIT", default: 32, in: 4...4_096,
                                              environment: ["TRELLIS_TEST_LIMIT": "12 fonts"])
        #expect(text == 32)
        #expect(warning(for: "TRELLIS_TEST_LIMIT", "12 fonts").first?.hasSuffix("is not a whole number; using 32") == true)
    }

    @Test func unsetEmptyAndGoodValuesAreQuiet() {
        let before = Diagnostics.warnings.count
        #expect(ResourceLimits.frameRate(environment: [:]) == 60)
        #expect(ResourceLimits.frameRate(environment: ["TRELLIS_FPS": ""]) == 60)
        #expect(ResourceLimits.frameRate(environment: ["TRELLIS_FPS": " 30 "]) == 30)
        #expect(Diagnostics.warnings.count == before)
    }

    @Test func aWarningQuotingAMegabyteIsCutToAReadableLine() {
        let huge = String(repeating: "a", count: 1_048_576)
        _ = EnvironmentSetting.number("TRELLIS_TEST_HUGE", default: 1, in: 0...2, environment: ["TRELLIS_TEST_HUGE": huge])
        let said = Diagnostics.warnings.filter { $0.hasPrefix("TRELLIS_TEST_HUGE=") }
        #expect(said.count == 1)
        #expect((said.first?.count ?? .max) < 400, "a readable length")
        #expect(said.first?.contains("characters left out") == true)
    }

    // Off the main actor: waiting for the processes would hold up every main-actor test.
    @Test nonisolated func theAppStartsWithEveryBadValueAndNamesEach() throws {
        let bad = ["TRELLIS_IMAGE_CACHE_MB": "8796093022208", "TRELLIS_FPS": "nan"]
        let run = try DemoRun.run("Hello", ["--headless", "--frames", "2"], environment: bad)
        #expect(run.status == 0, "stderr: \(run.errors)")
        for name in bad.keys {
            #expect(run.errors.contains("\(name)=\""), "\(name) is named: \(run.errors)")
        }
    }
}
