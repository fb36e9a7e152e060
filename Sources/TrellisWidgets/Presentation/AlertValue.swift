@_spi(TrellisExtension) import TrellisCore

/// The older way to describe an alert, still common in SwiftUI code:
/// `.alert(isPresented: $showing) { Alert(title: Text("Saved")) }`.
///
/// It is shown exactly as the newer `.alert(_:isPresented:actions:message:)` shows its buttons.
@MainActor @preconcurrency
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button, OK unless `dismissButton` says otherwise.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons, `primaryButton` written first.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an older-style alert.
    @MainActor @preconcurrency
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button that does what `action` says.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that backs out, titled `label`: on the left, and run by Escape.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button titled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that destroys something: drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The alert's buttons as views.
    var actions: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            TrellisWidgets.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

extension View {
    /// Shows the alert `content` describes while `isPresented` is true; every button closes it.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title, isPresented: isPresented) { alert.actions } message: { alert.message }
    }

    /// Shows the alert `content` makes for `item` while it is not `nil`; closing it sets `item` to `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return self.alert(alert?.title ?? Text(""), isPresented: isPresented, presenting: alert) { alert in
            alert.actions
        } message: { alert in
            alert.message
        }
    }
}
