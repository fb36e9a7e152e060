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
///
/// The first action written is the outermost, at the row's edge, and the one
/// a full swipe runs (UIKit's `UISwipeActionsConfiguration`, which SwiftUI's
/// swipe actions follow: "the first action is rightmost" for a swipe from
/// right to left). A stack lays the blocks out in written order from the
/// leading side, which is right for leading actions; trailing ones are each
/// moved to the mirrored place.
struct SwipeActionButtonStyle: PrimitiveButtonStyle {
    /// The width of one action's block.
    static var width: Double { 72 }
    let close: @MainActor () -> Void
    /// The row's actions in written order, as they reported themselves.
    var order: [SwipeActionEntry] = []
    /// Whether the first action goes last from the leading side (trailing actions).
    var isMirrored = false

    func makeBody(configuration: Configuration) -> some View {
        SwipeActionBlock(configuration: configuration, close: close, order: order, isMirrored: isMirrored)
    }
}

/// The block of one action, which reports its trigger to the row.
private struct SwipeActionBlock: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let close: @MainActor () -> Void
    let order: [SwipeActionEntry]
    let isMirrored: Bool
    @State private var mark = SwipeActionMark()
    @Environment(\.controlTint) private var tint

    var body: some View {
        let trigger = configuration.action, close = self.close
        let run: @MainActor () -> Void = {
            trigger()
            close()
        }
        let fill = configuration.role == .destructive ? Color.red : (tint ?? Color.gray)
        let own = ObjectIdentifier(mark)
        let index = order.firstIndex { $0.mark == own }
        // From written place `index` to the mirrored one: the first at the trailing edge.
        let shift = isMirrored ? Double(order.count - 1 - 2 * (index ?? 0)) * SwipeActionButtonStyle.width : 0
        return configuration.label
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .frame(width: SwipeActionButtonStyle.width)
            .frame(maxHeight: .infinity)
            .background(fill)
            .contentShape(Rectangle())
            .onTapGesture(perform: run)
            .offset(x: shift)
            // Until the row has heard of this block (the frame it appears in), its place is unknown: unseen, not misplaced.
            .opacity(isMirrored && index == nil ? 0 : 1)
            .preference(key: SwipeActionsKey.self, value: [SwipeActionEntry(mark: ObjectIdentifier(mark), trigger: trigger)])
    }
}

/// A block's identity, so the row's list of actions changes only when its buttons do.
@MainActor
private final class SwipeActionMark {}
