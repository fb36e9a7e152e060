@_spi(TrellisExtension) import TrellisCore

/// A table's header strip: a title per column, the sort arrow on the column
/// the rows are sorted by, and a line at each column's edge that can be
/// dragged to resize it.
struct TableHeader: View {
    let labels: [@MainActor () -> AnyView]
    let alignments: [Alignment]
    let widths: [CGFloat]
    let sortState: TableSortState?
    let sortsColumn: [Bool]
    let onSort: @MainActor (Int) -> Void
    let onResize: @MainActor (Int, CGFloat) -> Void

    /// The width of the column being resized when its drag began.
    @State private var widthAtDragStart: CGFloat?

    /// How tall the strip is, as a Mac's table header.
    static let height: CGFloat = 26

    static var background: Color {
        Color(storage: .scheme(light: RGBA(r: 246, g: 246, b: 246), dark: RGBA(r: 44, g: 44, b: 46)))
    }

    static var edge: Color {
        Color(storage: .scheme(light: RGBA(r: 216, g: 216, b: 218), dark: RGBA(r: 66, g: 66, b: 70)))
    }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<labels.count, id: \.self) { column in
                title(of: column)
            }
            Spacer(minLength: 0)
        }
        .frame(height: Self.height)
        .background(Self.background)
        .overlay(alignment: .bottom) {
            Rectangle().fill(Self.edge).frame(height: 1)
        }
    }

    private func title(of column: Int) -> some View {
        HStack(spacing: 4) {
            // A flexible frame rather than a spacer: a spacer would share the width with the title and cut it short.
            labels[column]()
                .font(.system(size: 12, weight: .medium))
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: alignments.indices.contains(column) ? alignments[column] : .leading)
            if let sortState, sortState.column == column {
                SortArrow(pointsUp: sortState.ascending)
                    .fill(Color.secondary)
                    .frame(width: 9, height: 5)
            }
        }
        .padding(.horizontal, 6)
        .frame(width: widths.indices.contains(column) ? widths[column] : 0, height: Self.height)
        .contentShape(Rectangle())
        .onTapGesture { if sortsColumn[column] { onSort(column) } }
        .overlay(alignment: .trailing) { resizeHandle(of: column) }
    }

    /// A hairline at the column's right edge, with a few points either side
    /// of it that take the drag.
    private func resizeHandle(of column: Int) -> some View {
        Rectangle().fill(Self.edge)
            .frame(width: 1, height: 14)
            .frame(width: 7, height: Self.height, alignment: .trailing)
            .contentShape(Rectangle())
            .gesture(DragGesture()
                .onChanged { drag in
                    let start = widthAtDragStart ?? widths[column]
                    if widthAtDragStart == nil { widthAtDragStart = start }
                    onResize(column, start + drag.translation.width)
                }
                .onEnded { _ in widthAtDragStart = nil })
    }
}

/// The chevron a sorted column's header shows: up when ascending, as macOS draws it.
struct SortArrow: Shape {
    let pointsUp: Bool

    func path(in rect: Rect) -> Path {
        Path { path in
            let tip = pointsUp ? rect.minY : rect.maxY
            let base = pointsUp ? rect.maxY : rect.minY
            path.move(to: Point(x: rect.minX, y: base))
            path.addLine(to: Point(x: rect.midX, y: tip))
            path.addLine(to: Point(x: rect.maxX, y: base))
            path.closeSubpath()
        }
    }
}
