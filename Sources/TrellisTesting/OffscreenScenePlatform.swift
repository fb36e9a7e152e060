import Foundation
import Testing
import Trellis
import TrellisSDL

/// Windows for an app's scenes drawn into memory, for `AppHost`.
@MainActor
final class OffscreenScenePlatform: ScenePlatform {
    func makeWindow(title: String, size: Size, content: AnyView, environment: EnvironmentValues) throws -> any PlatformWindow {
        try OffscreenWindow(size: size, content: content, environment: environment)
    }
}

/// An offscreen area standing in for a window: it keeps to its size limits
/// when resized, as a window manager keeps a window to them.
@MainActor
final class OffscreenWindow: PlatformWindow {
    private(set) var target: OffscreenTarget
    let pipeline: FramePipeline
    private(set) var limits: (minimum: Size, maximum: Size)?
    private(set) var isClosed = false
    /// How often `raise()` brought the window forward.
    private(set) var raises = 0
    /// Whether the session asked for the window without a title bar.
    private(set) var isTitleBarHidden = false

    init(size: Size, content: AnyView, environment: EnvironmentValues) throws {
        target = try OffscreenTarget(width: Self.pixels(size.width), height: Self.pixels(size.height))
        pipeline = try FramePipeline(content: content, renderer: target.renderer,
                                     size: Size(width: Double(target.width), height: Double(target.height)),
                                     environment: environment)
    }

    private static func pixels(_ points: Double) -> Int {
        points.isFinite ? Int(min(max(points.rounded(), 1), 16_384)) : 1
    }

    func setTitleBarHidden(_ hidden: Bool) { isTitleBarHidden = hidden }

    func setSizeLimits(minimum: Size, maximum: Size) {
        limits = (minimum, maximum)
        let size = pipeline.size
        let clamped = clamp(size)
        if clamped != size { setSize(clamped) }
    }

    /// `size` kept within the limits.
    func clamp(_ size: Size) -> Size {
        guard let limits else { return size }
        return Size(width: min(max(size.width, limits.minimum.width), limits.maximum.width),
                    height: min(max(size.height, limits.minimum.height), limits.maximum.height))
    }

    func setSize(_ size: Size) {
        do {
            let resized = try OffscreenTarget(width: Self.pixels(size.width), height: Self.pixels(size.height))
            pipeline.retarget(to: resized.renderer, size: Size(width: Double(resized.width), height: Double(resized.height)))
            target = resized
        } catch {
            Issue.record("AppHost could not resize a window to \(size): \(error)")
        }
    }

    func raise() { raises += 1 }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        pipeline.tearDown()
    }
}
