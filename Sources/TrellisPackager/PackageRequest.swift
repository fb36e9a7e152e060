import Foundation

/// What `trellis package` was asked for: the product, and the options that
/// override what the package and its git repository say.
public struct PackageRequest: Sendable {
    /// The executable product to package.
    public var product: String
    /// The package's folder (holding Package.swift).
    public var packageFolder: URL
    /// Where the .deb and the .tar.gz go.
    public var output: URL
    /// `--version`; default: a ported app's `CFBundleShortVersionString` (in `assets/Info.plist`)
    /// when Debian accepts it, else the newest git tag, else a snapshot version of the last commit.
    public var version: String?
    /// `--maintainer`; default: DEBFULLNAME/DEBEMAIL, else git's user.
    public var maintainer: String?
    /// `--name`, the Debian package and command name; default: the product in lower case, words split by `-`.
    public var packageName: String?
    /// `--display-name`; default: the product's words.
    public var displayName: String?
    /// `--identifier`, reverse DNS; default: a ported app's `CFBundleIdentifier`, else `org.trellis.<Product>`.
    public var identifier: String?
    /// `--summary`; default: a line naming the app.
    public var summary: String?
    /// `--description`, the long description.
    public var details: String?
    /// `--homepage`.
    public var homepage: String?
    /// `--license`, an SPDX id.
    public var license: String?
    /// `--icon`, a PNG or SVG file.
    public var icon: URL?
    /// `release` (the default) or `debug`.
    public var configuration: String
    /// `--scratch-path` for `swift build`; default: `.build/trellis-package`, apart from the package's own builds.
    public var scratchPath: URL?

    /// A request for `product` in `packageFolder`, with everything else defaulted.
    public init(product: String, packageFolder: URL, output: URL, configuration: String = "release") {
        self.product = product
        self.packageFolder = packageFolder
        self.output = output
        self.configuration = configuration
    }

    /// The request's metadata, with every default filled in and every name checked.
    func metadata(environment: [String: String], architecture: String) throws(PackageError) -> AppMetadata {
        let packageName = packageName ?? DebianNames.packageName(forProduct: product)
        try DebianNames.checkPackageName(packageName)
        // A ported Mac app's version, as its Xcode project set it (`MARKETING_VERSION`), when Debian can take it.
        let ported = MetadataDefaults.infoPlistValue("CFBundleShortVersionString", folder: packageFolder)
            .flatMap { (try? DebianNames.checkVersion($0)) != nil ? $0 : nil }
        guard let version = version ?? ported ?? MetadataDefaults.version(folder: packageFolder) else { throw .noVersion }
        try DebianNames.checkVersion(version)
        guard let maintainer = maintainer ?? MetadataDefaults.maintainer(environment: environment, folder: packageFolder) else {
            throw .noMaintainer
        }
        try DebianNames.checkMaintainer(maintainer)
        let displayName = displayName ?? DebianNames.displayName(forProduct: product)
        return AppMetadata(product: product, packageName: packageName, displayName: displayName,
                           identifier: identifier ?? MetadataDefaults.infoPlistValue("CFBundleIdentifier", folder: packageFolder)
                               ?? "org.trellis.\(product)", version: version, maintainer: maintainer,
                           summary: summary ?? "\(displayName), a desktop app made with Trellis",
                           details: details, homepage: homepage, license: license, architecture: architecture)
    }
}
