@_spi(TrellisExtension) import TrellisCore

extension View {
    /// Adds actions to a list row that a horizontal swipe reveals at `edge`:
    /// on a desktop, a horizontal drag or a two-finger horizontal scroll on
    /// the row, and the row's context menu, which lists them for a mouse alone.
    /// With `allowsFullSwipe`, dragging most of the row's width runs the first action.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}

/// Slides the row aside to show its actions, follows the pointer while it
/// drags, and settles open, closed, or (past `fullSwipeFraction`) runs the
/// first action.
struct SwipeActionsModifier<Actions: View>: ViewModifier {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    /// How far the row is pushed: negative to the leading side (trailing actions show), positive the other way.
    @State private var shift: Double = 0
    /// `shift` when the drag began.
    @State private var shiftAtStart: Double?
    @State private var buttons: [SwipeActionEntry] = []
    @State private var rowWidth: Double = 0
    /// This row, as its list tells its open row from the others.
    @State private var identity = SwipeRowIdentity()
    @Environment(\.openSwipeRow) private var openSwipeRow
    /// The row's insets, which its actions' blocks cover too.
    @Environment(\.listRowInsets) private var rowInsets

    /// The share of the row's width past which letting go runs the first action.
    static var fullSwipeFraction: Double { 0.6 }

    /// -1 when the actions are on the trailing edge (the row moves toward the leading side), +1 otherwise.
    private var direction: Double { edge == .trailing ? -1 : 1 }

    /// The width the actions take when open.
    private var openWidth: Double { Double(max(buttons.count, 1)) * SwipeActionButtonStyle.width }

    func body(content: Content) -> some View {
        let close: @MainActor () -> Void = { withAnimation(.easeOut(duration: 0.2)) { shift = 0 } }
        // The whole row slides, as a list row does, not only its content's own width.
        return content
            .frame(maxWidth: .infinity, alignment: .leading)
            .offset(x: shift)
            .background(alignment: edge == .trailing ? .trailing : .leading) {
                if shift != 0 {
                    HStack(spacing: 0) { actions }
                        .buttonStyle(SwipeActionButtonStyle(close: close, order: buttons, isMirrored: edge == .trailing))
                        .labelStyle(.iconOnly)
                        .frame(width: abs(shift), alignment: edge == .trailing ? .leading : .trailing)
                        .clipped()
                        // The blocks fill the list row to its edges, insets included, as a Mac's
                        // table draws row actions: the row's padding slides with its content.
                        .padding(EdgeInsets(top: -rowInsets.top, leading: 0, bottom: -rowInsets.bottom, trailing: 0))
                        .offset(x: edge == .trailing ? rowInsets.trailing : -rowInsets.leading)
                }
            }
            .background(GeometryReader { proxy in Color.clear.preference(key: SwipeRowWidthKey.self, value: proxy.size.width) })
            .onPreferenceChange(SwipeRowWidthKey.self) { rowWidth = $0 }
            .onPreferenceChange(SwipeActionsKey.self) { reported in
                buttons = reported
                // Opened before the actions were known (by a scroll): open to their full width now.
                if shiftAtStart == nil, shift != 0 { shift = direction * openWidth }
            }
            .onChange(of: shift != 0) { _, isOpen in
                // A list keeps one row open, as a Mac's does: this one opening closes another.
                let row = ObjectIdentifier(identity)
                if isOpen { openSwipeRow?.opened(row, close: close) } else { openSwipeRow?.closed(row) }
            }
            .gesture(DragGesture().onChanged(follow).onEnded(settle))
            .modifier(InteractionModifier { $0.onScroll = scroll })
            .contextMenu { actions }
    }

    /// Follows the pointer, within the row and only toward the actions' side.
    private func follow(_ drag: DragValue) {
        let start = shiftAtStart ?? shift
        shiftAtStart = start
        let limit = max(rowWidth, openWidth)
        shift = direction * min(max((start + drag.translation.width) * direction, 0), limit)
    }

    /// Opens, closes, or runs the first action, by how far the drag went.
    private func settle(_ drag: DragValue) {
        defer { shiftAtStart = nil }
        let moved = abs(shift - (shiftAtStart ?? shift))
        let distance = abs(shift)
        // A click (no movement) on an open row closes it, as a tap does on a Mac.
        if moved < 2, shiftAtStart.map({ $0 != 0 }) == true {
            withAnimation(.easeOut(duration: 0.2)) { shift = 0 }
            return
        }
        // The first action written is the one a full swipe runs, as SwiftUI has it.
        if allowsFullSwipe, rowWidth > 0, distance >= rowWidth * Self.fullSwipeFraction, let first = buttons.first {
            first.trigger()
            withAnimation(.easeOut(duration: 0.2)) { shift = 0 }
            return
        }
        withAnimation(.easeOut(duration: 0.2)) { shift = distance >= openWidth / 2 ? direction * openWidth : 0 }
    }

    /// A two-finger horizontal scroll opens the actions or closes them; a
    /// vertical one is left to the list.
    private func scroll(dx: Double, dy: Double) -> Bool {
        guard abs(dx) > abs(dy), abs(dx) > 0 else { return false }
        // Positive dx scrolls toward the trailing side, where trailing actions wait.
        let opening = (dx > 0) == (edge == .trailing)
        if buttons.isEmpty, opening {
            // Not drawn yet: open once to learn them, with the width of one.
            withAnimation(.easeOut(duration: 0.2)) { shift = direction * SwipeActionButtonStyle.width }
            return true
        }
        withAnimation(.easeOut(duration: 0.2)) { shift = opening ? direction * openWidth : 0 }
        return true
    }
}

/// A row's identity while it lives, for its list's record of the open row.
@MainActor
private final class SwipeRowIdentity {}

/// The row's width, for the full-swipe threshold.
struct SwipeRowWidthKey: PreferenceKey {
    static var defaultValue: Double { 0 }
    static func reduce(value: inout Double, nextValue: () -> Double) { value = max(value, nextValue()) }
}
