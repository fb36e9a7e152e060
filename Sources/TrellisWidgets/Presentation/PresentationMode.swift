@_spi(TrellisExtension) import TrellisCore

/// The older way to end a presentation, still common in SwiftUI code:
/// `@Environment(\.presentationMode) var presentationMode`, then
/// `presentationMode.wrappedValue.dismiss()`. It does what `dismiss` does.
@MainActor @preconcurrency
public struct PresentationMode {
    private let dismissAction: DismissAction

    init(dismissAction: DismissAction) {
        self.dismissAction = dismissAction
    }

    /// Whether the view is in a presentation that `dismiss()` would end.
    public var isPresented: Bool { dismissAction.isPresented }

    /// Ends the presentation; outside one, does nothing.
    public mutating func dismiss() {
        dismissAction()
    }
}

extension EnvironmentValues {
    /// The presentation the view is in, as a binding; see ``PresentationMode``.
    public var presentationMode: Binding<PresentationMode> {
        let dismiss = self.dismiss
        // Environment values are read only while a body runs, on the main actor;
        // the values type itself is not isolated, so say so here.
        return MainActor.assumeIsolated {
            let mode = PresentationMode(dismissAction: dismiss)
            // Writing the mode back changes nothing: `dismiss()` has already acted.
            // Bindings for one presentation share a location, so readers skip when it stays.
            return Binding(get: { mode }, set: { _ in },
                           location: dismiss.presentation.map { StorageLocation(owner: $0, path: []) })
        }
    }
}
