@_spi(TrellisExtension) import TrellisCore

/// One action of a swipe, reported to its row so a full swipe can run the first.
struct SwipeActionEntry: Equatable {
    let mark: ObjectIdentifier
    let trigger: @MainActor () -> Void

    static func == (lhs: SwipeActionEntry, rhs: SwipeActionEntry) -> Bool { lhs.mark == rhs.mark }
}

/// Collects a row's swipe actions in written order.
struct SwipeActionsKey: PreferenceKey {
    static var defaultValue: [SwipeActionEntry] { [] }
    static func reduce(value: inout [SwipeActionEntry], nextValue: () -> [SwipeActionEntry]) { value += nextValue() }
}

/// A swipe action as a Mac draws one: a full-height block in the button's
/// tint (red for `.destructive`, grey with no tint) with a white label.
/// Running it closes the row.
struct SwipeActionButtonStyle: PrimitiveButtonStyle {
    /// The width of one action's block.
    static var width: Double { 72 }
    let close: @MainActor () -> Void

    func makeBody(configuration: Configuration) -> some View {
        SwipeActionBlock(configuration: configuration, close: close)
    }
}

/// The block of one action, which reports its trigger to the row.
private struct SwipeActionBlock: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let close: @MainActor () -> Void
    @State private var mark = SwipeActionMark()
    @Environment(\.controlTint) private var tint

    var body: some View {
        let trigger = configuration.action, close = self.close
        let run: @MainActor () -> Void = {
            trigger()
            close()
        }
        let fill = configuration.role == .destructive ? Color.red : (tint ?? Color.gray)
        return configuration.label
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .frame(width: SwipeActionButtonStyle.width)
            .frame(maxHeight: .infinity)
            .background(fill)
            .contentShape(Rectangle())
            .onTapGesture(perform: run)
            .preference(key: SwipeActionsKey.self, value: [SwipeActionEntry(mark: ObjectIdentifier(mark), trigger: trigger)])
    }
}

/// A block's identity, so the row's list of actions changes only when its buttons do.
@MainActor
private final class SwipeActionMark {}
