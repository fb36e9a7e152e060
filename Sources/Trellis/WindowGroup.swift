import Foundation
import TrellisSDL

/// A window showing a view, titled with a string.
public struct WindowGroup<Content: View>: Scene {
    let title: String
    let content: () -> Content
    var defaultSize: (width: Int, height: Int)?

    /// A window titled `title` that shows what `content` builds.
    public init(_ title: String = "Trellis", @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.content = content
    }

    /// Opens the window and runs its frame loop.
    public func _run(options: LaunchOptions) throws {
        var options = options
        if let defaultSize, !options.sizeIsExplicit {
            options.width = defaultSize.width
            options.height = defaultSize.height
        }
        try WindowHost(title: title, content: content(), options: options).run()
    }

    /// The size the window opens at, in points, unless `--size` says otherwise.
    ///
    /// Sizes that are not finite or under one point are ignored with a warning,
    /// so a computed size cannot open a window SDL refuses.
    public func defaultSize(width: CGFloat, height: CGFloat) -> Self {
        var scene = self
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            FileHandle.standardError.write(Data("trellis: warning: ignoring default window size \(width)x\(height)\n".utf8))
            return scene
        }
        scene.defaultSize = (Int(width.rounded()), Int(height.rounded()))
        return scene
    }
}
