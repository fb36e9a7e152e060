import Foundation

extension View {
    /// Draws a blurred copy of each displayable's shape in `color` behind it, moved by `x`, `y`.
    ///
    /// As in SwiftUI without `.compositingGroup()`, each displayable casts its own shadow.
    /// A negative or NaN radius is read as 0 (a hard shadow), with one warning.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        let offsetX = x.isFinite ? Double(x) : 0, offsetY = y.isFinite ? Double(y) : 0
        return ModifiedContent(content: self, modifier: EffectModifier(
            effect: .shadow(color: color.resolve(in: .light), radius: usableRadius(radius, of: "shadow"), x: offsetX, y: offsetY)))
    }

    /// Blurs each displayable by `radius`; `opaque` keeps its edges from fading out.
    /// A negative or NaN radius is read as 0, with one warning.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        ModifiedContent(content: self, modifier: EffectModifier(effect: .blur(radius: usableRadius(radius, of: "blur"), opaque: opaque)))
    }

    /// Adds `amount` to every colour channel: 0 leaves colours alone, 1 makes them white.
    public func brightness(_ amount: Double) -> some View {
        colorFilter(.brightness(finite(amount, else: 0)))
    }

    /// Moves colours away from middle grey by `amount`: 1 leaves them alone, 0 makes them grey.
    public func contrast(_ amount: Double) -> some View {
        colorFilter(.contrast(finite(amount, else: 1)))
    }

    /// Keeps `amount` of each colour's saturation: 1 leaves it alone, 0 makes it grey.
    public func saturation(_ amount: Double) -> some View {
        colorFilter(.saturation(finite(amount, else: 1)))
    }

    /// Takes `amount` of each colour's saturation away: 0 leaves it alone, 1 makes it grey.
    public func grayscale(_ amount: Double) -> some View {
        colorFilter(.saturation(1 - min(max(finite(amount, else: 0), 0), 1)))
    }

    /// Inverts every colour.
    public func colorInvert() -> some View {
        colorFilter(.inversion)
    }

    /// Turns every colour's hue by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        colorFilter(.hueRotation(finite(angle.radians, else: 0)))
    }

    private func colorFilter(_ matrix: ColorMatrix) -> some View {
        ModifiedContent(content: self, modifier: EffectModifier(effect: .colorMatrix(matrix)))
    }
}

private func finite(_ value: Double, else fallback: Double) -> Double {
    value.isFinite ? value : fallback
}

private func usableRadius(_ radius: CGFloat, of effect: String) -> Double {
    guard radius.isFinite, radius >= 0 else {
        Diagnostics.warnOnce("\(effect)-radius-\(radius)", "a \(effect) radius of \(radius) is read as 0")
        return 0
    }
    return min(Double(radius), 500)
}
