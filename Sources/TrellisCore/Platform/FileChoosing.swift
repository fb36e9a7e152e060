import Foundation

/// A file dialog of the desktop's own, which a window may offer instead of
/// the built-in browser: xdg-desktop-portal's `FileChooser` under SDL.
@MainActor
package protocol FileChoosing: AnyObject {
    /// Shows a dialog for `request` and calls `completion` once, on the main
    /// actor, with what it came to; `.unavailable` has the browser shown instead.
    func choose(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserOutcome) -> Void)
}

/// What a native file dialog is asked for.
package struct FileChooserRequest: Sendable {
    /// Files to open, or a name to save under.
    package enum Purpose: Sendable, Equatable {
        case open(multiple: Bool)
        case save(suggestedName: String)
    }

    package let purpose: Purpose
    package let title: String
    /// Files of other types are filtered out; folders can be chosen when `.folder` is among them.
    package let allowedContentTypes: [UTType]
    /// Where the dialog starts, when the app said.
    package let folder: URL?

    package init(purpose: Purpose, title: String, allowedContentTypes: [UTType], folder: URL?) {
        self.purpose = purpose
        self.title = title
        self.allowedContentTypes = allowedContentTypes
        self.folder = folder
    }
}

/// How a native file dialog ended.
package enum FileChooserOutcome: Sendable, Equatable {
    case chosen([URL])
    case cancelled
    /// No dialog could be shown (no portal answered), so the built-in one should be.
    case unavailable
}

private struct FileChooserKey: EnvironmentKey {
    static var defaultValue: (any FileChoosing)? { nil }
}

extension EnvironmentValues {
    /// The desktop's file dialog, set at the root by a window that has one;
    /// nil shows the built-in browser, as `ViewHost` always does.
    package var fileChooser: (any FileChoosing)? {
        get { self[FileChooserKey.self] }
        set { self[FileChooserKey.self] = newValue }
    }
}
