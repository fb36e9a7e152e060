@_spi(TrellisExtension) import TrellisCore

import Foundation

/// A piece of text that opens a URL, drawn in the link colour with a hand
/// cursor: `Link("Trellis on the web", destination: url)`.
///
/// It opens through `@Environment(\.openURL)`, so a view can take its links over.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link showing what `label` builds.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The label as a link-style button.
    public var body: some View {
        Button { openURL(destination) } label: { label }
            .buttonStyle(.link)
            .accessibilityControl(.link)
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled with a key, shown as written.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
