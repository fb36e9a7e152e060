@_spi(TrellisExtension) import TrellisCore

/// How a segmented picker answers the pointer and the keyboard.
///
/// The whole control is one target rather than one per option, so a click in
/// a segment's padding still picks it, a click gives the picker keyboard focus
/// like any other control, and Tab stops on it once.
extension SegmentedLayout {
    /// Handlers for this layout, enabled while `node`'s environment says so, so `.disabled` turns them off.
    func makeInteraction(enabledBy node: ViewNode) -> Interaction {
        let interaction = Interaction()
        interaction.environmentSource = node
        interaction.isFocusable = true
        interaction.cursor = .pointingHand
        interaction.onPressAt = { [unowned self] point in
            pressedIndex = isRadioGroup ? radioOption(atY: point.y) : segment(atX: point.x)
        }
        // The option is picked on release, inside the control, as buttons fire.
        interaction.onTap = { [unowned self] _ in
            if let index = pressedIndex { select(index) }
        }
        interaction.onKey = { [unowned self] key, _ in
            switch key {
            case .left, .up: moveSelection(by: -1)
            case .right, .down: moveSelection(by: 1)
            // The arrows already chose; without this the router would replay the last click.
            case .space, .enter: break
            default: return false
            }
            return true
        }
        return interaction
    }

    private func segment(atX x: Double) -> Int? {
        guard !children.isEmpty, frame.width > 0, x.isFinite else { return nil }
        let index = Int(((x - frame.x) / (frame.width / Double(children.count))).rounded(.down))
        return min(max(index, 0), children.count - 1)
    }

    private func select(_ index: Int) {
        guard children.indices.contains(index), let tag = tag(ofOption: index) else { return }
        onSelect(tag)
    }

    /// The neighbouring option; the ends stop rather than wrap, as a slider's do.
    private func moveSelection(by offset: Int) {
        guard !children.isEmpty else { return }
        let current = indexOfSelection
        let next = switch current {
        case let index?: min(max(index + offset, 0), children.count - 1)
        case nil: offset > 0 ? 0 : children.count - 1
        }
        if next != current { select(next) }
    }
}
