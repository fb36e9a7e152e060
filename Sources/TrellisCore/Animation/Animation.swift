import Foundation

/// How a change moves from its old value to its new one over time.
///
/// Animations run on the fixed frame clock, so the same change stepped the
/// same number of frames always lands on the same values.
public struct Animation: Hashable, Sendable {
    enum Curve: Hashable, Sendable {
        case linear
        case easeIn
        case easeOut
        case easeInOut
        case spring(response: Double, dampingFraction: Double)
    }

    let curve: Curve
    /// Seconds one pass takes, before `speed`; for springs, the time to settle.
    package let duration: Double
    /// Seconds before the animation starts.
    package var delay: Double = 0
    /// How many times faster than `duration` it runs.
    package var speed: Double = 1
    /// Extra passes after the first; `nil` forever.
    var repeatCount: Int? = 0
    var autoreverses = false

    init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration.isFinite ? max(duration, 0) : 0.35
    }

    /// Ease in and out over 0.35 seconds.
    public static let `default` = Animation.easeInOut(duration: 0.35)
    /// Constant speed.
    public static func linear(duration: Double = 0.35) -> Animation { Animation(curve: .linear, duration: duration) }
    /// Starts slowly.
    public static func easeIn(duration: Double = 0.35) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// Ends slowly.
    public static func easeOut(duration: Double = 0.35) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// Starts and ends slowly.
    public static func easeInOut(duration: Double = 0.35) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    /// Constant speed over 0.35 seconds.
    public static var linear: Animation { .linear(duration: 0.35) }
    /// Starts slowly, over 0.35 seconds.
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    /// Ends slowly, over 0.35 seconds.
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    /// Starts and ends slowly, over 0.35 seconds.
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

    /// A damped spring: `response` is roughly its period in seconds, and
    /// `dampingFraction` 1 settles without overshooting.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825) -> Animation {
        let response = response.isFinite ? max(response, 0.01) : 0.55
        let damping = dampingFraction.isFinite ? min(max(dampingFraction, 0.01), 10) : 0.825
        return Animation(curve: .spring(response: response, dampingFraction: damping),
                         duration: Spring(response: response, damping: damping).settlingTime)
    }

    /// A spring with SwiftUI's default response and damping.
    public static var spring: Animation { .spring() }

    /// This animation, starting `seconds` later.
    public func delay(_ seconds: Double) -> Animation {
        var copy = self
        copy.delay = seconds.isFinite ? max(seconds, 0) : 0
        return copy
    }

    /// This animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }

    /// This animation played `count` times, going back and forth when `autoreverses`.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = max(count - 1, 0)
        copy.autoreverses = autoreverses
        return copy
    }

    /// This animation played for ever, going back and forth when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        return copy
    }

    /// How far along the change is `elapsed` seconds after it began (0 at the
    /// start, 1 at the end; springs may overshoot), and whether it has finished.
    public func progress(at elapsed: Double) -> (fraction: Double, isFinished: Bool) {
        // A hair of slack, so N frames of 1/60 s reach exactly N/60 s despite rounding.
        let time = (elapsed - delay) * speed + 1e-9
        guard time > 0 else { return (0, false) }
        guard duration > 0 else { return (1, true) }
        let pass = time / duration
        let passes = repeatCount.map { Double($0 + 1) }
        if let passes, pass >= passes {
            let endsReversed = autoreverses && Int(passes) % 2 == 0
            return (endsReversed ? 0 : 1, true)
        }
        let index = Int(pass)
        var local = pass - Double(index)
        if autoreverses && index % 2 == 1 { local = 1 - local }
        return (shape(local), false)
    }

    private func shape(_ t: Double) -> Double {
        switch curve {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - pow(1 - t, 3)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case let .spring(response, damping): return Spring(response: response, damping: damping).value(at: t * duration)
        }
    }
}

/// A damped harmonic oscillator moving from 0 to 1.
struct Spring {
    let response: Double
    let damping: Double

    private var angularFrequency: Double { 2 * .pi / response }

    /// Where the spring is `time` seconds after release.
    func value(at time: Double) -> Double {
        let omega = angularFrequency
        if damping < 1 {
            let decay = exp(-damping * omega * time)
            let damped = omega * sqrt(1 - damping * damping)
            return 1 - decay * (cos(damped * time) + (damping * omega / damped) * sin(damped * time))
        }
        let decay = exp(-omega * time)
        return 1 - decay * (1 + omega * time)
    }

    /// When the spring is within 0.1% of its target for good.
    var settlingTime: Double {
        let omega = angularFrequency
        let rate = damping < 1 ? damping * omega : omega * 0.8
        return log(1000) / max(rate, 0.001)
    }
}
