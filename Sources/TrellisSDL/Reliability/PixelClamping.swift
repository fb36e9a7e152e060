/// Every conversion from layout's fractional points to the renderer's `Int32`
/// pixels goes through here. `Int32(_:)` traps on NaN, infinity and anything
/// beyond ±2³¹, and layout gladly produces all three (a scale effect of 10⁸,
/// an anchor far outside its view, a frame of 5·10⁹): one bad value must not
/// take the whole app down.
extension Int32 {
    /// The largest pixel coordinate or length the renderer is given: half the
    /// `Int32` range, so that adding a width to a coordinate cannot overflow.
    static let pixelLimit = Int32.max / 2

    /// `value` rounded to a whole pixel (to the nearest unless `rule` says
    /// otherwise), with NaN as 0 and anything beyond ±`pixelLimit`
    /// (infinities included) held at that limit.
    // Inlined so each caller's rule is a constant: passed along, the rule is a
    // resilient enum, copied and switched on through its metadata every time.
    @inline(__always)
    init(clampingPixels value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        guard !value.isNaN else { self = 0; return }
        let limit = Double(Int32.pixelLimit)
        // Held first, then rounded: the limit is whole, so the order does not
        // matter, and within it truncation and the fraction left are exact.
        // `rounded(_:)` is a call into libm on x86-64's baseline, made for
        // every edge of every graphic in a frame; a compare is not.
        let held = Swift.min(Swift.max(value, -limit), limit)
        let whole = Int32(held)
        let fraction = held - Double(whole)
        switch rule {
        case .toNearestOrAwayFromZero: self = fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
        case .down: self = fraction < 0 ? whole - 1 : whole
        case .up: self = fraction > 0 ? whole + 1 : whole
        case .towardZero: self = whole
        default: self.init(held.rounded(rule))
        }
    }
}
