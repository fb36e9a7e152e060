@_spi(TrellisExtension) import TrellisCore
import TrellisSDL
import TrellisWidgets

/// A menu bar extra's label drawn as the tray's icon: as a template image,
/// as a Mac draws menu bar extras, so it takes the panel's colour rather
/// than the app's. The label is drawn dark on light offscreen, and its
/// darkness becomes the icon's opacity in one colour.
@MainActor
enum TrayIcon {
    /// The sizes panels ask for most: 22 points at 1× and 2×, where a panel fits the nearest.
    static let sizes = [22, 44]

    /// The icon of `label` in `scheme`'s text colour (white on a dark panel), at each size.
    static func pictures(of label: AnyView, scheme: ColorScheme) -> [(width: Int, height: Int, argb: [UInt8])] {
        let ink: (UInt8, UInt8, UInt8) = scheme == .dark ? (255, 255, 255) : (30, 30, 30)
        return sizes.compactMap { side in
            let content = label.labelStyle(.iconOnly).font(.system(size: Double(side) * 0.7))
                .foregroundStyle(Color.black).frame(width: Double(side), height: Double(side))
            guard let target = try? OffscreenTarget(width: side, height: side),
                  let pipeline = try? FramePipeline(content: content, renderer: target.renderer,
                                                    size: Size(width: Double(side), height: Double(side))) else { return nil }
            _ = pipeline.runFrame()
            var argb: [UInt8] = []
            argb.reserveCapacity(side * side * 4)
            for y in 0..<side {
                for x in 0..<side {
                    let pixel = target.pixel(x: x, y: y)
                    // Over white, how dark a pixel is says how much of the label covers it.
                    let coverage = 255 - min(pixel.r, pixel.g, pixel.b)
                    argb += [coverage, ink.0, ink.1, ink.2]
                }
            }
            return (side, side, argb)
        }
    }
}
