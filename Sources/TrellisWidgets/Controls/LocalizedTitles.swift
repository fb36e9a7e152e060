@_spi(TrellisExtension) import TrellisCore

// Titles written as string literals with SwiftUI's interpolations (`specifier:`,
// `format:`), for the views and modifiers whose titles SwiftUI code most often
// formats. A plain literal still goes to the `StringProtocol` forms, which show
// the same characters.

extension Button where Label == Text {
    /// A button titled with the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolved, role: role, action: action)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with the text of `titleKey`, bound to `isOn`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(titleKey.resolved, isOn: isOn)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label showing the symbol `systemImage` before the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(titleKey.resolved, systemImage: systemImage)
    }
}

extension View {
    /// Sets the window's title to the text of `titleKey`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey.resolved)
    }
}
