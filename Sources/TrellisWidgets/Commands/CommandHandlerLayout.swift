@_spi(TrellisExtension) import TrellisCore

import Foundation

/// What a view does for the standard commands sent to it while it, or a view
/// inside it, has keyboard focus: AppKit's responder chain, where a command
/// goes to the focused view first and then to each view around it.
@MainActor
final class CommandHandlerLayout: WrapperLayout {
    var handler = CommandHandler.none
    /// The host's clipboard, from the environment, for copy, cut and paste.
    var clipboard: (any ClipboardStore)?
    override package var sizesAsContent: Bool { true }
}

/// One command a view handles, with what it does. Its closures are the
/// app's, as SwiftUI takes them; they run on the main actor, where commands arrive.
enum CommandHandler {
    case none
    /// Escape (Exit).
    case exit(() -> Void)
    /// Delete, Backspace and Edit ▸ Delete.
    case delete(() -> Void)
    /// Ctrl+C and Edit ▸ Copy: what to put on the clipboard.
    case copy(() -> [NSItemProvider])
    /// Ctrl+X and Edit ▸ Cut: what to put on the clipboard; the view removes it.
    case cut(() -> [NSItemProvider])
    /// Ctrl+V and Edit ▸ Paste: the types taken, and what to do with what the clipboard holds.
    case paste([UTType], ([NSItemProvider]) -> Void)
    /// The arrow keys.
    case move((MoveCommandDirection) -> Void)

    /// Runs this handler if `key` with `modifiers` is its command, with
    /// `clipboard` for copy, cut and paste; returns whether it ran.
    @MainActor
    func run(_ key: Key, _ modifiers: KeyModifiers, clipboard: (any ClipboardStore)?) -> Bool {
        let plain = modifiers.isEmpty
        // Linux apps use Ctrl where a Mac uses ⌘; Super counts too, as in `.keyboardShortcut`.
        let chord = (modifiers == .control || modifiers == .command) ? Self.letter(key) : nil
        switch self {
        case .none:
            return false
        case .exit(let action):
            guard plain, key == .escape else { return false }
            action()
        case .delete(let action):
            guard plain, key == .delete || key == .backspace else { return false }
            action()
        case .copy(let payload):
            guard chord == "c" else { return false }
            Self.write(payload(), to: clipboard)
        case .cut(let payload):
            guard chord == "x" else { return false }
            Self.write(payload(), to: clipboard)
        case let .paste(types, action):
            guard chord == "v", let text = clipboard?.text else { return false }
            let provider = NSItemProvider(representations: NSItemProvider.representations(ofText: text), suggestedName: nil)
            // Only what the view takes is offered, as a Mac's pasteboard checks the types first.
            guard types.contains(where: { type in provider.registeredContentTypes.contains { $0.conforms(to: type) } })
            else { return false }
            action([provider])
        case .move(let action):
            guard plain, let direction = Self.direction(of: key) else { return false }
            action(direction)
        }
        return true
    }

    private static func letter(_ key: Key) -> String? {
        if case .character(let character) = key { return character.lowercased() }
        return nil
    }

    private static func direction(of key: Key) -> MoveCommandDirection? {
        switch key {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        default: nil
        }
    }

    /// Puts the text the providers offer on the clipboard, which holds text alone here.
    @MainActor
    private static func write(_ providers: [NSItemProvider], to clipboard: (any ClipboardStore)?) {
        let texts = providers.compactMap(\.immediateText)
        guard !texts.isEmpty else {
            if !providers.isEmpty {
                Diagnostics.warnOnce("command.copy.type", "a copy command offered no text; the clipboard holds text only, so it was left as it was")
            }
            return
        }
        clipboard?.text = texts.joined(separator: "\n")
    }
}

extension CommandHandlerLayout: CommandResponder {
    /// Runs the command with the handler set on this view and the host's clipboard.
    package func runCommand(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        handler.run(key, modifiers, clipboard: clipboard)
    }
}
