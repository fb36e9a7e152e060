import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Turns SDL keyboard events into core keys and modifiers.
enum SDLKeyMapping {
    /// The core key for an SDL key code, or `nil` for keys Trellis does not use.
    static func key(_ code: SDL_Keycode) -> Key? {
        switch Int(code) {
        case Int(SDLK_TAB.rawValue): return .tab
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
        case Int(SDLK_SPACE.rawValue): return .space
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_BACKSPACE.rawValue): return .backspace
        case Int(SDLK_DELETE.rawValue): return .delete
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_END.rawValue): return .end
        case Int(SDLK_PAGEUP.rawValue): return .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue):
            // SDL numbers F1 to F12 in a row; F13 and up sit elsewhere and are rare on Linux keyboards.
            return .function(Int(code) - Int(SDLK_F1.rawValue) + 1)
        case 0x21...0x7E:
            // Printable ASCII key codes are the characters themselves.
            return Unicode.Scalar(UInt32(code)).map { .character(Character($0)) }
        default:
            return nil
        }
    }

    /// The modifiers held, from SDL's key modifier bits.
    static func modifiers(_ state: UInt16) -> KeyModifiers {
        var result: KeyModifiers = []
        let bits = UInt32(state)
        if bits & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if bits & KMOD_ALT.rawValue != 0 { result.insert(.option) }
        if bits & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        return result
    }
}
