@_spi(TrellisExtension) import TrellisCore

import Foundation

/// The 1-px line between two columns; a few pixels either side of it can be
/// dragged, and it is a Tab stop that the arrow keys move.
///
/// GTK's paned handle takes focus and moves with the arrows, Home and End
/// (`GtkPaned::move-handle`); without that, a keyboard user cannot widen a
/// sidebar at all. It is a separator with a value to assistive technology,
/// as GTK's handle and a focusable ARIA separator are.
struct SplitDivider: View {
    let model: SplitViewModel
    let column: Int

    /// The separator colour of macOS and GTK.
    static let line = Color(storage: .scheme(light: RGBA(r: 214, g: 214, b: 214), dark: RGBA(r: 20, g: 20, b: 20)))

    /// How far one arrow press moves the divider; Page Up and Page Down move it further.
    static let step: CGFloat = 10
    static let bigStep: CGFloat = 50

    var body: some View {
        let model = model, column = column
        return Self.line
            .frame(width: 1)
            .frame(maxHeight: .infinity)
            .overlay(
                Color.clear
                    .frame(width: 9)
                    .contentShape(Rectangle())
                    .gesture(DragGesture()
                        .onChanged { model.drag(column, by: $0.translation.width, ended: false) }
                        .onEnded { model.drag(column, by: $0.translation.width, ended: true) })
                    .modifier(InteractionModifier { interaction in
                        interaction.isFocusable = true
                        interaction.onKey = { key, held in
                            guard held.isEmpty || held == .control else { return false }
                            switch key {
                            case .left: model.nudge(column, by: -Self.step)
                            case .right: model.nudge(column, by: Self.step)
                            case .pageUp: model.nudge(column, by: -Self.bigStep)
                            case .pageDown: model.nudge(column, by: Self.bigStep)
                            case .home: model.moveToLimit(column, widest: false)
                            case .end: model.moveToLimit(column, widest: true)
                            default: return false
                            }
                            return true
                        }
                        interaction.accessibility = {
                            let limits = model.limits(of: column)
                            return ControlAccessibility(role: .separator,
                                                        range: AccessibilityRange(current: Double(model.width(of: column)),
                                                                                  minimum: Double(limits.min),
                                                                                  maximum: Double(limits.max), step: Double(Self.step)),
                                                        tapAction: nil, stepKeys: (up: .right, down: .left))
                        }
                    })
            )
            .zIndex(1)
    }
}
