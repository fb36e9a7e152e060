/// Strings of printable ASCII from a fixed seed, so a failure can be found
/// again: what text measured or drawn by adding glyphs up is checked with.
func printableStrings(count: Int, seed: UInt64, longest: Int) -> [String] {
    var state = seed
    func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    return (0..<count).map { _ in
        let length = 1 + Int(next() % UInt64(longest))
        return String(String.UnicodeScalarView((0..<length).map { _ in Unicode.Scalar(UInt8(32 + next() % 95)) }))
    }
}
