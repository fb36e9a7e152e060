import Foundation

/// A picture from the app's `assets/` folder, or a symbol from the icon font.
///
/// A name that cannot be found shows a visible placeholder and logs one warning.
public struct Image: View, PrimitiveView, Equatable {
    /// Its node publishes an `ImageLayout`.
    package typealias NodeLayout = ImageLayout

    let source: ImageReference.Source
    var isResizable = false
    /// Left out of the accessibility tree (`init(decorative:bundle:)`).
    var isDecorative = false
    /// What a screen reader calls it, when not its name (`init(_:bundle:label:)`).
    var accessibilityName: String?

    /// The PNG `assets/<name>.png` (or another format SDL_image reads).
    ///
    /// The name is looked up inside the assets folder only: a name with `..`,
    /// an absolute path, or a link leading out of the folder is refused with a
    /// warning. Show a file the user chose with `Image(contentsOfFile:)`.
    /// A screen reader names it by `name`, as SwiftUI does. The bundle is not
    /// searched: assets come from the app's `assets/` folder.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .asset(name)
    }

    /// The picture `assets/<name>.png`, which a screen reader names by `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .asset(name)
        accessibilityName = label.content
    }

    /// The picture `assets/<name>.png`, as `init(_:)`, that a screen reader
    /// does not see: for pictures that only decorate, as SwiftUI's
    /// `Image(decorative:)`. The bundle is not searched: assets come from the
    /// app's `assets/` folder.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .asset(name)
        isDecorative = true
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
        let layout = ImageLayout(image: reference(in: node.environment), isResizable: isResizable)
        layout.isDecorative = isDecorative
        layout.accessibilityName = accessibilityName
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        // Read by the accessibility tree when asked for, not drawn: no mark.
        layout.isDecorative = isDecorative
        layout.accessibilityName = accessibilityName
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
