@_spi(TrellisExtension) import TrellisCore

extension View {
    /// Asks the user to confirm, in a dialog over the dimmed window, with the
    /// buttons `actions` builds; as with an alert, every button closes it,
    /// Escape cancels and Enter runs the first button that does not cancel.
    ///
    /// `titleVisibility` `.visible` shows the title; `.automatic` and `.hidden`
    /// leave it out, as SwiftUI does on most platforms.
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message) -> some View {
        let card = DialogCard(title: title, showsTitle: titleVisibility == .visible, actions: actions(), message: message())
        return ModifiedContent(content: self, modifier: PresentationModifier(
            isPresented: isPresented.wrappedValue, identity: nil, setDismissed: { isPresented.wrappedValue = false },
            onDismiss: nil, style: .alert, content: { card }))
    }

    /// A confirmation dialog titled with the text of `titleKey`.
    public func confirmationDialog<Actions: View, Message: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: message)
    }

    /// A confirmation dialog titled `title`.
    public func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: message)
    }

    /// A confirmation dialog with buttons and no message.
    public func confirmationDialog<Actions: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: { EmptyView() })
    }

    /// A confirmation dialog titled `title`, with buttons and no message.
    public func confirmationDialog<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions, message: { EmptyView() })
    }
}

/// The card of an alert or dialog: title, message, then the buttons in a row.
struct DialogCard<Actions: View, Message: View>: View {
    let title: Text
    let showsTitle: Bool
    let actions: Actions
    let message: Message

    var body: some View {
        VStack(spacing: 12) {
            if showsTitle { title.font(.headline) }
            message.multilineTextAlignment(.center)
            DialogButtonRow {
                actions
                // Every alert can be closed: one without buttons gets OK.
                if Actions.self == EmptyView.self { Button("OK") {} }
            }
            .modifier(DialogDefaultChooser())
        }
        .padding(20)
        .frame(minWidth: 260, maxWidth: 440)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.presentationCard))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.fieldBorder))
        .transition(.scale(scale: 0.9).combined(with: .opacity))
    }
}
