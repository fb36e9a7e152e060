@_spi(TrellisExtension) import TrellisCore

import Foundation

/// Presents the file browser as a modal card over the window while
/// `isPresented` holds: what `fileImporter` and `fileExporter` share.
///
/// The browser's model lives in this modifier's state, so the next dialog
/// opens where the last one was left, as GTK's does. When the window offers
/// the desktop's own dialog, that shows instead, and the browser only if the
/// desktop could not show one.
struct FileDialogModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let purpose: FileBrowserModel.Purpose
    let allowed: [UTType]
    let defaultFilename: String?
    /// Takes the chosen URLs; returns a message when they could not be used.
    let choose: @MainActor ([URL]) -> String?
    let cancel: @MainActor () -> Void
    @State private var model = FileBrowserModel()
    @Environment(\.fileDialogDefaultDirectory) private var defaultDirectory
    @Environment(\.fileChooser) private var nativeChooser

    func body(content: Content) -> some View {
        let model = self.model, binding = isPresented, choose = self.choose, cancel = self.cancel
        // Set before a presentation starts: the desktop's dialog may answer at once.
        model.finish = { urls in
            if let problem = choose(urls) { return problem }
            binding.wrappedValue = false
            return nil
        }
        model.cancelled = {
            binding.wrappedValue = false
            cancel()
        }
        if !binding.wrappedValue {
            model.isOpen = false
            if model.showsNative { model.showsNative = false }
        } else if !model.isOpen {
            model.begin(purpose, allowed: allowed, start: defaultDirectory, defaultFilename: defaultFilename)
            if let nativeChooser, !model.nativeUnavailable { askDesktop(nativeChooser) }
        }
        let isSaving = model.isSaving
        let style = PresentationStyle(
            name: "file dialog", placement: .centered, isModal: true, focusesFirstControl: false, capturesInput: true,
            buttons: .none, animation: .easeOut(duration: 0.2),
            onKey: { _, key, modifiers, focused in
                let focus: FileBrowserModel.Focus = if let focused {
                    focused.interaction?.acceptsText == true ? .textField : .otherControl
                } else {
                    .nothing
                }
                return model.handle(key, modifiers, focus: focus)
            })
        let card: @MainActor () -> SheetCard<FileBrowserView> = {
            SheetCard(content: FileBrowserView(model: model, title: isSaving ? "Save File" : "Open File",
                                               confirmTitle: isSaving ? "Save" : "Open"))
        }
        return ModifiedContent(content: content, modifier: PresentationModifier(
            isPresented: binding.wrappedValue && !model.showsNative, identity: nil,
            setDismissed: { model.cancel() }, onDismiss: nil, style: style, content: card))
    }
}

extension FileDialogModifier {
    /// Shows the desktop's dialog; the browser stays hidden unless it cannot.
    private func askDesktop(_ chooser: any FileChoosing) {
        let model = self.model, binding = isPresented, choose = self.choose
        let request = FileChooserRequest(
            purpose: model.isSaving ? .save(suggestedName: Self.suggestedName(defaultFilename, purpose)) : .open(multiple: model.allowsMultipleSelection),
            title: model.isSaving ? "Save File" : "Open File", allowedContentTypes: allowed, folder: defaultDirectory)
        model.showsNative = true
        chooser.choose(request) { outcome in
            guard model.isOpen else { return }
            model.showsNative = false
            switch outcome {
            case .chosen(let urls):
                // A failed save has already reached the app's completion; the desktop's dialog is gone either way.
                _ = choose(urls)
                model.isOpen = false
                binding.wrappedValue = false
            case .cancelled:
                model.cancel()
            case .unavailable:
                model.nativeUnavailable = true
            }
        }
    }

    /// The name a save dialog proposes: the default, with the type's extension when it has none.
    private static func suggestedName(_ name: String?, _ purpose: FileBrowserModel.Purpose) -> String {
        let base = name ?? "Untitled"
        guard case .save(let type) = purpose, (base as NSString).pathExtension.isEmpty,
              let preferred = type.preferredFilenameExtension else { return base }
        return base + "." + preferred
    }
}

private struct FileDialogDefaultDirectoryKey: EnvironmentKey {
    static var defaultValue: URL? { nil }
}

extension EnvironmentValues {
    /// The folder file dialogs below open in; nil continues where the last was left.
    public var fileDialogDefaultDirectory: URL? {
        get { self[FileDialogDefaultDirectoryKey.self] }
        set { self[FileDialogDefaultDirectoryKey.self] = newValue }
    }
}

extension View {
    /// Opens the file importers and exporters in this view in `directory`.
    public func fileDialogDefaultDirectory(_ directory: URL?) -> some View {
        environment(\.fileDialogDefaultDirectory, directory)
    }
}
