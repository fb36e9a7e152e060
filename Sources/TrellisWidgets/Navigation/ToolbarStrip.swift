@_spi(TrellisExtension) import TrellisCore

/// The window's one bar, laid out as a Mac's unified toolbar: the back button,
/// `.navigation` items and the title (with its subtitle under it) leading,
/// `.principal` items in the centre, the other items and the search field trailing.
struct ToolbarStrip: View {
    var back: BackButton?
    var title: String?
    var subtitle: String?
    let items: [ToolbarEntry]
    var search: SearchFieldEntry?
    /// The scene's `.windowToolbarStyle`: how high the bar is and where the title goes.
    var layout = DefaultWindowToolbarStyle()._layout

    var body: some View {
        VStack(spacing: 0) {
            // `.expanded`: the title centred on a line of its own above the items, as a Mac's titlebar shows it.
            if layout.form == .expanded, let title, !title.isEmpty {
                Text(title).font(.headline).lineLimit(1)
                    .frame(maxWidth: .infinity)
                    .frame(height: 28)
            }
            HeaderBar(leading: leading, centre: centre, trailing: trailing)
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity)
                .frame(height: layout.barHeight)
        }
        .background(Color.barBackground)
        // A Mac's toolbar buttons stay neutral under a window's `.tint`.
        .neutralTint()
    }

    /// The title and subtitle the bar's leading side shows: none when the title is above or not wanted.
    private var inlineTitle: (title: String?, subtitle: String?) {
        layout.form == .expanded || !layout.showsTitle ? (nil, nil) : (title, subtitle)
    }

    @ViewBuilder private var leading: some View {
        if let back { back }
        regionItems(.leading)
        let (title, subtitle) = inlineTitle
        if title?.isEmpty == false || subtitle?.isEmpty == false {
            VStack(alignment: .leading, spacing: 0) {
                if let title, !title.isEmpty { Text(title).font(.headline).lineLimit(1) }
                if let subtitle, !subtitle.isEmpty { Text(subtitle).font(.caption).foregroundColor(.secondary).lineLimit(1) }
            }
            .padding(.horizontal, 4)
        }
    }

    @ViewBuilder private var trailing: some View {
        regionItems(.trailing)
        if let search { SearchField(entry: search) }
        // Last, whatever order they were written in, and drawn as the default button, as on a Mac.
        regionItems(.confirmation).environment(\.isDefaultActionButton, true)
    }

    private var centre: some View {
        regionItems(.principal)
    }

    private func regionItems(_ region: ToolbarRegion) -> some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                items[index].content
            }
            .modifier(ToolbarRegionModifier(region: region))
        }
        // As in a Mac's toolbar, a `Label` shows its icon, with its title as the tooltip.
        .environment(\.isInToolbar, true)
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
