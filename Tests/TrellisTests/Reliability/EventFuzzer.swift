import Foundation
import Trellis

/// SplitMix64: a small generator whose stream depends only on its seed, so a
/// failing fuzz run can be repeated from the seed it prints.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Makes random input events for a window of a given size: mostly what a
/// person could do, and now and then what no person could (NaN and enormous
/// coordinates, empty and zero sizes, NUL and broken text, unknown keys).
struct EventFuzzer {
    var random: SeededGenerator
    var width: Double
    var height: Double

    init(seed: UInt64, width: Double, height: Double) {
        random = SeededGenerator(seed: seed)
        self.width = width
        self.height = height
    }

    private mutating func chance(_ fraction: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < fraction
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    /// A coordinate along an axis `length` long; one in ten is hostile.
    private mutating func coordinate(within length: Double) -> Double {
        if chance(0.1) { return pick([.nan, .infinity, -.infinity, -1e12, 1e12, -1, length, Double.greatestFiniteMagnitude]) }
        return Double.random(in: 0..<max(length, 1), using: &random).rounded()
    }

    private mutating func point() -> Point {
        Point(x: coordinate(within: width), y: coordinate(within: height))
    }

    private mutating func distance() -> Double {
        if chance(0.1) { return pick([.nan, .infinity, -.infinity, 1e15, -1e15, 0]) }
        return Double.random(in: -400...400, using: &random).rounded()
    }

    private mutating func text() -> String {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return ""
        case 1: return "abc\0def"
        case 2: return String(repeating: "long input ", count: Int.random(in: 100...2_000, using: &random))
        case 3: return "\u{FFFD}\u{0301}\u{200D}\u{FE0F}"
        case 4: return "שלום עולם مرحبا"
        case 5: return "👩‍👩‍👧‍👦🇬🇧e\u{0301}"
        case 6: return "\n\r\t\u{7F}\u{1B}[2J"
        case 7: return String(decoding: [0xFF, 0xFE, 0xC3, 0x28, 0xE2, 0x82] as [UInt8], as: UTF8.self)
        default:
            let letters = Array("abcdefghijklmnopqrstuvwxyz ABC0123456789.,!?")
            return String((0..<Int.random(in: 1...12, using: &random)).map { _ in pick(letters) })
        }
    }

    private mutating func key() -> Key {
        pick([.tab, .enter, .space, .escape, .backspace, .delete, .left, .right, .up, .down, .home, .end,
              .character("a"), .character("c"), .character("v"), .character("x"), .character("z"), .character("f"),
              .character("\0"), .character("é"), .character("🙂"), .character("\u{F700}")])
    }

    private mutating func modifiers() -> KeyModifiers {
        chance(0.7) ? [] : KeyModifiers(rawValue: Int.random(in: 0..<64, using: &random))
    }

    private mutating func button() -> PointerButton {
        chance(0.8) ? .primary : pick([.secondary, .middle, .other(-7), .other(99)])
    }

    /// A size for the window; one in five is hostile on one side. Both sides
    /// huge at once would ask the offscreen area for a gigabyte.
    private mutating func size() -> Size {
        let ordinary = Size(width: Double(Int.random(in: 120...900, using: &random)),
                            height: Double(Int.random(in: 100...700, using: &random)))
        guard chance(0.2) else { return ordinary }
        let hostile = pick([0, -50, .nan, .infinity, 1e9, 0.4])
        return chance(0.5) ? Size(width: hostile, height: ordinary.height) : Size(width: ordinary.width, height: hostile)
    }

    /// A part of a drop from another program, in any order: drops may come without a begin or a completion.
    private mutating func drop() -> Event {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .dropBegin(at: point())
        case 1: return .drop(.files([URL(fileURLWithPath: text())]), at: point())
        case 2: return .drop(.text(text()), at: point())
        default: return .dropComplete
        }
    }

    /// The next event.
    mutating func next() -> Event {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<22: return .pointerMove(point())
        case 22..<36: return .pointerDown(point(), button: button())
        case 36..<50: return .pointerUp(point(), button: button())
        case 50..<60: return .scroll(dx: chance(0.7) ? 0 : distance(), dy: distance(), at: point())
        case 60..<74: return .keyDown(key(), modifiers())
        case 74..<80: return .keyUp(key(), modifiers())
        case 80..<92: return .textInput(text())
        case 92..<95: return .pointerLeave
        case 95..<97: return chance(0.5) ? .windowFocusOut : .windowFocusIn
        case 97: return drop()
        default: return .windowResize(size())
        }
    }
}
