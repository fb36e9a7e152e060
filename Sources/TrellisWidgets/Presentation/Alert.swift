@_spi(TrellisExtension) import TrellisCore

extension View {
    /// Shows an alert titled `title` while `isPresented` is true, with the
    /// buttons `actions` builds and the text `message` builds.
    ///
    /// Every button closes the alert. A button with role `.cancel` goes on the
    /// left and runs on Escape; Enter runs the first other button (or the one
    /// with `.keyboardShortcut(.defaultAction)`). With no buttons, the alert has OK.
    public func alert<Actions: View, Message: View>(_ title: Text, isPresented: Binding<Bool>,
                                                    @ViewBuilder actions: () -> Actions,
                                                    @ViewBuilder message: () -> Message) -> some View {
        let card = DialogCard(title: title, showsTitle: true, actions: actions(), message: message())
        return ModifiedContent(content: self, modifier: PresentationModifier(
            isPresented: isPresented.wrappedValue, identity: nil, setDismissed: { isPresented.wrappedValue = false },
            onDismiss: nil, style: .alert, content: { card }))
    }

    /// An alert titled with the text of `titleKey`; see ``alert(_:isPresented:actions:message:)-(Text,_,_,_)``.
    public func alert<Actions: View, Message: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                    @ViewBuilder actions: () -> Actions,
                                                    @ViewBuilder message: () -> Message) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled `title`.
    public func alert<S: StringProtocol, Actions: View, Message: View>(_ title: S, isPresented: Binding<Bool>,
                                                                       @ViewBuilder actions: () -> Actions,
                                                                       @ViewBuilder message: () -> Message) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert with a title and buttons and no message.
    public func alert<Actions: View>(_ title: Text, isPresented: Binding<Bool>,
                                     @ViewBuilder actions: () -> Actions) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert titled with the text of `titleKey`, with buttons and no message.
    public func alert<Actions: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                     @ViewBuilder actions: () -> Actions) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert titled `title`, with buttons and no message.
    public func alert<S: StringProtocol, Actions: View>(_ title: S, isPresented: Binding<Bool>,
                                                        @ViewBuilder actions: () -> Actions) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert about `data`, shown while `isPresented` is true and `data` is not `nil`;
    /// `actions` and `message` are built from it.
    public func alert<T, Actions: View, Message: View>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                                       @ViewBuilder actions: (T) -> Actions,
                                                       @ViewBuilder message: (T) -> Message) -> some View {
        let card = data.map { DialogCard(title: title, showsTitle: true, actions: actions($0), message: message($0)) }
        return ModifiedContent(content: self, modifier: PresentationModifier(
            isPresented: isPresented.wrappedValue && card != nil, identity: nil,
            setDismissed: { isPresented.wrappedValue = false }, onDismiss: nil, style: .alert, content: { card }))
    }

    /// An alert about `data`, titled with the text of `titleKey`.
    public func alert<T, Actions: View, Message: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                       presenting data: T?, @ViewBuilder actions: (T) -> Actions,
                                                       @ViewBuilder message: (T) -> Message) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// An alert about `data`, titled `title`.
    public func alert<S: StringProtocol, T, Actions: View, Message: View>(_ title: S, isPresented: Binding<Bool>,
                                                                          presenting data: T?,
                                                                          @ViewBuilder actions: (T) -> Actions,
                                                                          @ViewBuilder message: (T) -> Message) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// An alert about `data`, with buttons and no message.
    public func alert<T, Actions: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                        @ViewBuilder actions: (T) -> Actions) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }
}
