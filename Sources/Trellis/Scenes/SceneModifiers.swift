import Foundation
@_spi(TrellisExtension) import TrellisCore

/// A scene with a change to each window description its content makes.
struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let change: @MainActor (inout SceneList, _ firstAdded: Int) -> Void

    var body: Never { fatalError("ModifiedScene has no body") }

    func collect(into list: inout SceneList) {
        let first = list.scenes.count
        content.collectScenes(into: &list)
        change(&list, first)
    }
}

extension Scene {
    /// The size the scene's windows open at, in points, unless `--size` says otherwise.
    ///
    /// Sizes that are not finite or under one point are ignored with a warning,
    /// so a computed size cannot open a window SDL refuses.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        ModifiedScene(content: self) { list, first in
            guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
                Diagnostics.warnOnce("default-size-\(width)x\(height)", "ignoring default window size \(width)x\(height)")
                return
            }
            for index in first..<list.scenes.count {
                list.scenes[index].defaultSize = Size(width: Double(width.rounded()), height: Double(height.rounded()))
            }
        }
    }

    /// The size the scene's windows open at, in points, unless `--size` says otherwise.
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }

    /// How far the scene's windows can be resized, judged by their content.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        ModifiedScene(content: self) { list, first in
            for index in first..<list.scenes.count { list.scenes[index].resizability = resizability }
        }
    }

    /// How the toolbar of the scene's windows sits with their title: `.unified`
    /// (the default), `.unifiedCompact` (a lower bar) or `.expanded` (the title above the items).
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
        let layout = style._layout
        return ModifiedScene(content: self) { list, first in
            for index in first..<list.scenes.count {
                let make = list.scenes[index].makeContent
                list.scenes[index].makeContent = { value in AnyView(make(value).environment(\.windowToolbarLayout, layout)) }
            }
        }
    }

    /// Adds `content`'s menus and menu items to the app's menu bar, drawn at the
    /// top of every window; their keyboard shortcuts work whichever window has the keyboard.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let commands = content()
        return ModifiedScene(content: self) { list, _ in
            commands.collectCommands(into: &list.commands)
        }
    }
}
