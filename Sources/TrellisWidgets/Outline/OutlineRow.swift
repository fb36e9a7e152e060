@_spi(TrellisExtension) import TrellisCore

/// A row of an outline: indented by its depth, with a disclosure triangle
/// when it has children, and a gap of the same width when it has none, so
/// siblings line up.
struct OutlineRow<Content: View>: View {
    let depth: Int
    /// Whether its children show; `nil` for a leaf.
    let isExpanded: Bool?
    let setExpanded: @MainActor (Bool) -> Void
    @ViewBuilder let content: () -> Content

    /// How far each level is indented, as a Mac's sidebar does.
    static var indent: CGFloat { 16 }

    var body: some View {
        HStack(spacing: 4) {
            DisclosureTriangle(pointsDown: isExpanded ?? false)
                .fill(Color.secondary)
                .frame(width: 8, height: 8)
                .opacity(isExpanded == nil ? 0 : 1)
                .frame(width: 14, height: 14)
                .contentShape(Rectangle())
                .onTapGesture { if let isExpanded { setExpanded(!isExpanded) } }
            content()
        }
        .padding(.leading, CGFloat(depth) * Self.indent)
        .modifier(OutlineDisclosureModifier(isExpanded: isExpanded, setExpanded: setExpanded))
    }
}

/// The triangle beside an element with children: right when closed, down when open.
struct DisclosureTriangle: Shape {
    let pointsDown: Bool

    func path(in rect: Rect) -> Path {
        Path { path in
            if pointsDown {
                path.move(to: Point(x: rect.minX, y: rect.minY + rect.height * 0.2))
                path.addLine(to: Point(x: rect.maxX, y: rect.minY + rect.height * 0.2))
                path.addLine(to: Point(x: rect.midX, y: rect.maxY - rect.height * 0.1))
            } else {
                path.move(to: Point(x: rect.minX + rect.width * 0.2, y: rect.minY))
                path.addLine(to: Point(x: rect.maxX - rect.width * 0.1, y: rect.midY))
                path.addLine(to: Point(x: rect.minX + rect.width * 0.2, y: rect.maxY))
            }
            path.closeSubpath()
        }
    }
}
