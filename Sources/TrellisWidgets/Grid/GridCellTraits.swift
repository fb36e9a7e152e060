@_spi(TrellisExtension) import TrellisCore

/// What a cell of a `Grid` says about itself through its modifiers.
package struct GridCellTraits: Equatable, Sendable {
    /// How many columns the cell spans, at least 1.
    package var columns = 1
    /// The horizontal alignment the cell asks for its whole column.
    package var columnAlignment: HorizontalAlignment?
    /// Axes on which the cell takes the size of its column or row instead of asking for one.
    package var unsizedAxes: Axis.Set = []
    /// Where the cell sits within its area, overriding the grid's alignment.
    package var anchor: UnitPoint?
}

/// Carries one cell trait around its content; the grid reads it, everything else sees through it.
@MainActor
package final class GridCellTraitLayout: WrapperLayout {
    package var apply: (inout GridCellTraits) -> Void
    package var key: GridCellTraitKey

    package init(key: GridCellTraitKey, apply: @escaping (inout GridCellTraits) -> Void) {
        self.key = key
        self.apply = apply
    }

    /// The traits of `cell`: every trait layout wrapped around its content, outermost last.
    static func traits(of cell: LayoutNode) -> GridCellTraits {
        var traits = GridCellTraits()
        var layers: [GridCellTraitLayout] = []
        var node: LayoutNode? = cell
        while let current = node {
            if let layer = current as? GridCellTraitLayout { layers.append(layer) }
            node = current is WrapperLayout ? current.children.first : nil
        }
        // The modifier nearest the view is applied first, so an outer one wins, as in SwiftUI.
        for layer in layers.reversed() { layer.apply(&traits) }
        return traits
    }
}

/// Which trait a modifier sets, with its value, so an unchanged modifier changes nothing.
package enum GridCellTraitKey: Hashable, Sendable {
    case columns(Int)
    case columnAlignment(HorizontalAlignment)
    case unsizedAxes(Int8)
    case anchor(UnitPoint)
}

/// Sets one grid cell trait on each displayable of its content.
struct GridCellTraitModifier: WrappingModifier {
    let key: GridCellTraitKey

    package func makeWrapper() -> GridCellTraitLayout { GridCellTraitLayout(key: key, apply: Self.apply(key)) }

    package func configure(_ wrapper: GridCellTraitLayout) {
        wrapper.key = key
        wrapper.apply = Self.apply(key)
        wrapper.setNeedsLayout()
    }

    private static func apply(_ key: GridCellTraitKey) -> (inout GridCellTraits) -> Void {
        switch key {
        case .columns(let count): { $0.columns = count }
        case .columnAlignment(let alignment): { $0.columnAlignment = alignment }
        case .unsizedAxes(let raw): { $0.unsizedAxes = Axis.Set(rawValue: raw) }
        case .anchor(let anchor): { $0.anchor = anchor }
        }
    }
}

extension View {
    /// Makes this cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> some View {
        if count < 1 {
            Diagnostics.warnOnce("grid.columns.\(count)", "gridCellColumns(\(count)) needs at least 1; using 1")
        }
        return ModifiedContent(content: self, modifier: GridCellTraitModifier(key: .columns(max(count, 1))))
    }

    /// Lines up every cell of this cell's column by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        ModifiedContent(content: self, modifier: GridCellTraitModifier(key: .columnAlignment(guide)))
    }

    /// On `axes`, this cell takes the size of its column or row rather than asking for one,
    /// so a `Divider` or a `Color` in a grid does not widen it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        ModifiedContent(content: self, modifier: GridCellTraitModifier(key: .unsizedAxes(axes.rawValue)))
    }

    /// Places this cell at `anchor` within its area instead of by the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        ModifiedContent(content: self, modifier: GridCellTraitModifier(key: .anchor(anchor)))
    }
}
