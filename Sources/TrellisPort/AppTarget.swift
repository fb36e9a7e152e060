import Foundation

/// One app that `trellis port` can build: its sources, assets and settings,
/// whether read from an Xcode project or found in a folder of Swift files.
public struct AppTarget: Equatable, Sendable {
    /// The target's name in the project (or the folder's name).
    public var name: String
    /// The Swift files that make up the app.
    public var sources: [URL]
    /// The `.xcassets` folders the app uses.
    public var assetCatalogs: [URL]
    /// The font files the app ships (its resources'), which `Font.custom` finds by name.
    public var fonts: [URL] = []
    /// `SWIFT_VERSION` (`"5.0"`, `"6.0"`), or `nil` when the project does not say.
    public var swiftVersion: String?
    /// The name shown for the app: the display name, else the product name.
    public var displayName: String
    /// `ASSETCATALOG_COMPILER_APPICON_NAME`, usually `AppIcon`.
    public var appIconName: String
    /// The platforms the target builds for, from `SDKROOT` and `SUPPORTED_PLATFORMS`.
    public var platforms: [ApplePlatform]
    /// The Info.plist keys the About window reads (`CFBundleShortVersionString`,
    /// `CFBundleVersion`, `CFBundleIdentifier`, `NSHumanReadableCopyright`), as the project sets them.
    public var info: [String: String] = [:]

    /// Whether the project's language mode is Swift 6 (Xcode's default is 5).
    public var usesSwift6: Bool { (swiftVersion.flatMap { Double($0) } ?? 5) >= 6 }

    /// `Name (macOS, iOS)`, as targets are listed when one must be chosen.
    public var listing: String {
        platforms.isEmpty ? name : "\(name) (\(platforms.map(\.rawValue).joined(separator: ", ")))"
    }
}

/// The Apple platforms a target can be built for, in the order `trellis port`
/// prefers them: a Mac app is closest to a Linux desktop app.
public enum ApplePlatform: String, Comparable, Sendable, CaseIterable {
    /// macOS (`macosx`).
    case macOS
    /// iOS and iPadOS (`iphoneos`, `iphonesimulator`).
    case iOS
    /// visionOS (`xros`).
    case visionOS
    /// tvOS (`appletvos`).
    case tvOS
    /// watchOS (`watchos`).
    case watchOS

    /// The platform an SDK name (`macosx`, `iphonesimulator`) belongs to.
    public init?(sdk: String) {
        let name = sdk.lowercased()
        if name.hasPrefix("macosx") {
            self = .macOS
        } else if name.hasPrefix("iphone") {
            self = .iOS
        } else if name.hasPrefix("xr") {
            self = .visionOS
        } else if name.hasPrefix("appletv") {
            self = .tvOS
        } else if name.hasPrefix("watch") {
            self = .watchOS
        } else {
            return nil
        }
    }

    /// Orders by preference: macOS first.
    public static func < (left: ApplePlatform, right: ApplePlatform) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}
