/// The colour space a canvas or drawing group blends in.
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB, as stored.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear sRGB, beyond 0…1.
    case extendedLinear
}
