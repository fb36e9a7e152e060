/// The bar at the top of a window or stack: the back button, leading items,
/// the title (or the centre items) in the middle, trailing items and the search field.
struct ToolbarStrip: View {
    var back: BackButton?
    var title: String?
    let items: [ToolbarEntry]
    var search: SearchFieldEntry?

    /// The bar's height, as a GTK header bar's.
    static let height = 40.0

    var body: some View {
        HeaderBar(leading: leading, centre: centre, trailing: trailing)
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .background(Color.barBackground)
        // A Mac's toolbar buttons stay neutral under a window's `.tint`.
        .neutralTint()
    }

    @ViewBuilder private var leading: some View {
        if let back { back }
        regionItems(.leading)
    }

    @ViewBuilder private var trailing: some View {
        regionItems(.trailing)
        if let search { SearchField(entry: search) }
    }

    @ViewBuilder private var centre: some View {
        ZStack {
            if let title, !title.isEmpty {
                Text(title).font(.headline).lineLimit(1)
                    .modifier(TitleSlotModifier())
            }
            regionItems(.principal)
        }
    }

    private func regionItems(_ region: ToolbarRegion) -> some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                items[index].content
            }
            .modifier(ToolbarRegionModifier(region: region))
        }
    }
}

/// Goes back one screen; titled with the screen it goes back to.
struct BackButton: View {
    let title: String
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 2) {
                Image(systemName: "chevron.left")
                Text(title).lineLimit(1)
            }
        }
        .buttonStyle(.borderless)
    }
}

extension Color {
    /// The background of bars and sidebars: a light grey, or a dark one.
    static let barBackground = Color(storage: .scheme(light: RGBA(r: 242, g: 242, b: 242), dark: RGBA(r: 44, g: 44, b: 46)))
}
