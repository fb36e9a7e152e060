import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// What the accessibility bridge reads from a window beyond its content.
extension SDLWindow {
    /// Where the window's top left is on the screen, in pixels, as assistive technology asks.
    var screenPosition: (x: Int32, y: Int32) {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return (x, y)
    }

    /// The window's accessibility tree, named as its title bar names it: the
    /// content's `.navigationTitle`, else the scene's title, so a reader
    /// says "Processes, frame" where the content sets no title.
    func accessibilityTree() -> AccessibilityNode {
        let root = pipeline.driver.accessibilityTree()
        if root.name.isEmpty { root.name = pipeline.windowTitle.isEmpty ? defaultTitle : pipeline.windowTitle }
        return root
    }
}
