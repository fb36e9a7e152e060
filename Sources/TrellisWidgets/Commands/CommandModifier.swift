@_spi(TrellisExtension) import TrellisCore

import Foundation

/// Wraps each displayable of its content in a `CommandHandlerLayout`.
struct CommandModifier: PrimitiveModifier {
    let handler: CommandHandler

    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ClosureModifierHost { child in
            let layout = CommandHandlerLayout()
            layout.handler = self.handler
            layout.clipboard = node.environment.clipboard
            layout.adopt(child)
            return layout
        })
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host) = node.role {
            for case let layout as CommandHandlerLayout in host.wrappers { layout.handler = handler }
        }
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Runs `action` when Escape is pressed while this view, or one inside it, has focus.
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        ModifiedContent(content: self, modifier: CommandModifier(handler: action.map { .exit($0) } ?? .none))
    }

    /// Runs `action` on Delete or Backspace, or Edit ▸ Delete, while this view
    /// or one inside it has focus.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        ModifiedContent(content: self, modifier: CommandModifier(handler: action.map { .delete($0) } ?? .none))
    }

    /// Runs `action` with the arrow key's direction while this view or one inside it has focus.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        ModifiedContent(content: self, modifier: CommandModifier(handler: action.map { .move($0) } ?? .none))
    }

    /// On Ctrl+C or Edit ▸ Copy while this view or one inside it has focus,
    /// puts what `payloadAction` returns on the clipboard.
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        ModifiedContent(content: self, modifier: CommandModifier(handler: payloadAction.map { .copy($0) } ?? .none))
    }

    /// On Ctrl+X or Edit ▸ Cut while this view or one inside it has focus,
    /// puts what `payloadAction` returns on the clipboard; the action removes it from the view.
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        ModifiedContent(content: self, modifier: CommandModifier(handler: payloadAction.map { .cut($0) } ?? .none))
    }

    /// On Ctrl+V or Edit ▸ Paste while this view or one inside it has focus,
    /// hands `payloadAction` the clipboard's items, when they are of one of `supportedContentTypes`.
    public func onPasteCommand(of supportedContentTypes: [UTType],
                               perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View {
        ModifiedContent(content: self, modifier: CommandModifier(handler: .paste(supportedContentTypes, payloadAction)))
    }

    /// As `onPasteCommand(of:perform:)`, with `validator` turning the items
    /// into a payload first; a nil payload means the paste does nothing.
    public func onPasteCommand<Payload>(of supportedContentTypes: [UTType],
                                        validator: @escaping ([NSItemProvider]) -> Payload?,
                                        perform payloadAction: @escaping (Payload) -> Void) -> some View {
        ModifiedContent(content: self, modifier: CommandModifier(handler: .paste(supportedContentTypes) { providers in
            if let payload = validator(providers) { payloadAction(payload) }
        }))
    }
}
