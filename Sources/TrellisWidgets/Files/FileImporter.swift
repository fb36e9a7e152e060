@_spi(TrellisExtension) import TrellisCore

import Foundation

extension View {
    /// Shows a file chooser while `isPresented` is true, listing folders and
    /// the files of `allowedContentTypes`; `onCompletion` gets the file chosen,
    /// or `CocoaError(.userCancelled)` when the chooser was cancelled.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                     allowsMultipleSelection: false) { result in
            onCompletion(result.flatMap { urls in
                urls.first.map { .success($0) } ?? .failure(CocoaError(.userCancelled))
            })
        }
    }

    /// Shows a file chooser while `isPresented` is true; with
    /// `allowsMultipleSelection`, Ctrl- and Shift-clicks choose several files.
    /// `onCompletion` gets the files chosen, or `CocoaError(.userCancelled)`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        modifier(FileDialogModifier(
            isPresented: isPresented, purpose: .open(multiple: allowsMultipleSelection), allowed: allowedContentTypes,
            defaultFilename: nil,
            choose: { urls in
                onCompletion(.success(urls))
                return nil
            },
            cancel: { onCompletion(.failure(CocoaError(.userCancelled))) }))
    }
}
