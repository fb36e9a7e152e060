import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Whether a renderer's small graphics share atlas pages.
///
/// On by default for accelerated renderers, where each texture switch costs a
/// flush of the batch (llvmpipe composed 1,000 labels in 14.7 ms from one
/// texture against 55.6 ms from 1,000). Off for the software renderer, which
/// copies surface by surface either way, and whose pixels the goldens hold.
/// `TRELLIS_ATLAS=1` or `0` forces it either way.
enum AtlasSwitch {
    /// Whether textures made for `renderer` go into an atlas.
    @MainActor
    static func packs(on renderer: OpaquePointer) -> Bool {
        // getenv, not ProcessInfo: a canvas is made for every whole-repaint check in tests.
        if let forced = forcedSetting(getenv("TRELLIS_ATLAS").map { String(cString: $0) }) { return forced }
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
    }

    /// What `TRELLIS_ATLAS` asks for: nil when unset, or (after one warning) when not understood.
    static func forcedSetting(_ value: String?) -> Bool? {
        switch value {
        case nil, "": return nil
        case "1": return true
        case "0": return false
        case let value?:
            Diagnostics.warnOnce("atlas-setting", "TRELLIS_ATLAS=\(value) is neither 0 nor 1; ignored")
            return nil
        }
    }
}
