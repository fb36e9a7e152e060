@_spi(TrellisExtension) import TrellisCore

import Foundation

extension View {
    /// Shows a save dialog while `isPresented` is true and `document` is not
    /// nil; Save writes the document's `fileWrapper` as `contentType` to the
    /// place chosen. `onCompletion` gets that file's URL, the error writing
    /// it, or `CocoaError(.userCancelled)`.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        // Without a document there is nothing to save, so SwiftUI shows no dialog.
        let shown = Binding(get: { isPresented.wrappedValue && document != nil },
                            set: { isPresented.wrappedValue = $0 })
        return modifier(FileDialogModifier(
            isPresented: shown, purpose: .save(contentType: contentType), allowed: [contentType],
            defaultFilename: defaultFilename,
            choose: { urls in
                guard let document, let destination = urls.first else { return nil }
                do {
                    let existing = try? FileWrapper(url: destination)
                    let file = try document.fileWrapper(configuration: FileDocumentWriteConfiguration(
                        contentType: contentType, existingFile: existing))
                    try file.write(to: destination)
                } catch {
                    // The dialog stays so another place can be chosen; the app hears of it too.
                    onCompletion(.failure(error))
                    return "“\(destination.lastPathComponent)” could not be saved: \(error.localizedDescription)"
                }
                onCompletion(.success(destination))
                return nil
            },
            cancel: { onCompletion(.failure(CocoaError(.userCancelled))) }))
    }
}
