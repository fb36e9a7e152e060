/// A picture from the app's `assets/` folder, or a symbol from the icon font.
///
/// A name that cannot be found shows a visible placeholder and logs one warning.
public struct Image: View, PrimitiveView, Equatable {
    let source: ImageReference.Source
    var isResizable = false

    /// The PNG `assets/<name>.png` (or another format SDL_image reads).
    ///
    /// The name is looked up inside the assets folder only: a name with `..`,
    /// an absolute path, or a link leading out of the folder is refused with a
    /// warning. Show a file the user chose with `Image(contentsOfFile:)`.
    public init(_ name: String) {
        source = .asset(name)
    }

    /// The picture in the file at `path`, anywhere on disk: for a file the user
    /// chose, where `Image(_:)` only looks inside the assets folder. Trellis's
    /// own, standing in for SwiftUI's `Image(nsImage: NSImage(contentsOfFile:))`.
    ///
    /// The file is read only if it is a regular file, without blocking, and
    /// within the pixel budget (`TRELLIS_IMAGE_MAX_PIXELS`); otherwise it shows
    /// a placeholder, with one warning.
    public init(contentsOfFile path: String) {
        source = .file(path)
    }

    /// A symbol such as `star.fill`, drawn from the icon font in the current font size and colour.
    public init(systemName: String) {
        source = .symbol(systemName)
    }

    /// An image is one displayable.
    public static var _displayableCount: Int? { 1 }

    /// Lets the image stretch to the size it is offered instead of keeping its own.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The picture to draw, tinted as `environment` says.
    package func reference(in environment: EnvironmentValues) -> ImageReference {
        ImageReference(source: source, tint: (environment.foregroundColor ?? .primary).resolve(in: environment),
                       symbolSize: environment.font.size * environment.imageScale.factor)
    }

    /// Its picture depends on the value and the environment alone.
    package static var isSettledByEqualValue: Bool { true }

    package func makeNode(_ node: ViewNode) {
        node.role = .unary
        node.publish(ImageLayout(image: reference(in: node.environment), isResizable: isResizable))
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = node.layout as? ImageLayout else { return }
        let image = reference(in: node.environment)
        guard layout.image != image || layout.isResizable != isResizable else { return }
        // A symbol's new tint keeps its size: it is repainted, not laid out again.
        let onlyTinted = layout.isResizable == isResizable && layout.image.source == image.source
            && layout.image.symbolSize == image.symbolSize
        layout.image = image
        layout.isResizable = isResizable
        if onlyTinted { layout.ownPaintDidChange() } else { layout.contentDidChange() }
        node.publishChange()
    }
}
