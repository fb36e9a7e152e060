import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Turns SDL mouse button numbers into core pointer buttons.
enum SDLPointerMapping {
    /// The core button for SDL's `event.button.button`.
    static func button(_ number: UInt8) -> PointerButton {
        switch Int32(number) {
        case SDL_BUTTON_LEFT: return .primary
        case SDL_BUTTON_RIGHT: return .secondary
        case SDL_BUTTON_MIDDLE: return .middle
        default: return .other(Int(number))
        }
    }
}
