import Foundation

/// A colour in the app's asset catalog, named by a symbol that `trellis port`
/// generates the way Xcode does (`ColorResource.brandBlue`), so `Color(.brandBlue)`
/// is checked by the compiler instead of spelled as a string.
///
/// The colour is looked up by name in the assets folder, as `Color("name")` is.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalog (`BrandBlue`).
    public let name: String
    /// Kept for source compatibility; Linux apps have no bundles.
    public let bundle: Bundle

    /// The colour called `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A picture in the app's asset catalog, named by a generated symbol
/// (`ImageResource.logo`), as `Image(.logo)` uses it.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog (`Logo`).
    public let name: String
    /// Kept for source compatibility; Linux apps have no bundles.
    public let bundle: Bundle

    /// The image called `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour of an asset-catalog symbol: `Color(.brandBlue)`.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Image {
    /// The picture of an asset-catalog symbol: `Image(.logo)`, found in the
    /// assets folder under the image set's name.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}
