import CX11
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// The pixels per point a window draws at, from the desktop's settings.
///
/// In order: `TRELLIS_SCALE`, then `GDK_SCALE` (GTK's whole-number scale),
/// then `Xft.dpi` from the X resource database (96 dpi is 1, 192 is 2), else 1.
/// Every answer is kept between 0.5 and 4, with a warning when a variable
/// asked for more or less; one that is not a number is ignored with a warning.
public enum DesktopScale {
    /// The scale for windows of this process; headless runs consult no X server.
    @MainActor
    public static func current(headless: Bool = false) -> Double {
        let resources = headless ? nil : xResources()
        return resolve(environment: ProcessInfo.processInfo.environment, xResources: resources)
    }

    /// The scale `environment` and the X resource string `xResources` ask for.
    public static func resolve(environment: [String: String], xResources: String?) -> Double {
        for name in ["TRELLIS_SCALE", "GDK_SCALE"] {
            guard let text = environment[name], !text.isEmpty else { continue }
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else {
                Diagnostics.warnOnce("scale-\(name)", "\(name)=\"\(Diagnostics.excerpt(text))\" is not a positive number; ignoring it")
                continue
            }
            let used = clamp(value)
            // Out of range is said as every TRELLIS_* variable says it (EnvironmentSetting): the value, and what is used.
            if used != value {
                Diagnostics.warnOnce("scale-\(name)=\(text)", "\(name)=\"\(Diagnostics.excerpt(text))\" is outside 0.5…4; using \(used)")
            }
            return used
        }
        if let resources = xResources, let dpi = xftDPI(in: resources) { return clamp(dpi / 96) }
        return 1
    }

    /// The value of `Xft.dpi` in an X resource string (as `xrdb -query` prints
    /// it: one `name:\tvalue` per line), or nil when it is missing or not a
    /// positive number.
    public static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            // A resource may be written with a loose binding, "*dpi", but Xft reads Xft.dpi.
            guard name == "Xft.dpi" || name == "*Xft.dpi" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard let dpi = Double(value), dpi.isFinite, dpi > 0 else { return nil }
            return dpi
        }
        return nil
    }

    private static func clamp(_ scale: Double) -> Double { min(max(scale, 0.5), 4) }

    /// The X server's resource string (the root window's `RESOURCE_MANAGER`), if there is an X server.
    @MainActor
    private static func xResources() -> String? {
        guard let name = EnvironmentVariables.value(of: "DISPLAY"), !name.isEmpty,
              let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        return XResourceManagerString(display).map { String(cString: $0) }
    }
}
