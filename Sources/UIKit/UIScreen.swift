import Foundation
@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// The screen, as UIKit's `UIScreen`, which iOS SwiftUI code reads for sizing:
/// `UIScreen.main.bounds` and `scale` are the first display's, from SDL, in
/// points at the desktop's scale (`TRELLIS_SCALE`, `GDK_SCALE`, `Xft.dpi`).
///
/// They are read when asked, so a display that changed is seen. With no
/// display at all they report 1280 × 800 points at scale 1, with a warning.
@MainActor
open class UIScreen: NSObject {
    /// The screen the app shows on.
    public static let main = UIScreen()

    /// Pixels per point.
    open var scale: CGFloat { CGFloat(DesktopScale.current()) }

    /// The screen's size in points, at the origin.
    open var bounds: CGRect {
        let pixels = nativeBounds
        return CGRect(x: 0, y: 0, width: pixels.width / scale, height: pixels.height / scale)
    }

    /// The screen's size in pixels, at the origin.
    open var nativeBounds: CGRect {
        guard let size = MainDisplay.pixelSize() else {
            Diagnostics.warnOnce("uiscreen-no-display", "UIScreen.main: no display was found; reporting 1280 × 800 points")
            return CGRect(x: 0, y: 0, width: 1280 * scale, height: 800 * scale)
        }
        return CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(size.height))
    }

    /// Pixels per point of the screen itself; the same as `scale` here.
    open var nativeScale: CGFloat { scale }
}
