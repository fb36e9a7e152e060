@_spi(TrellisExtension) import TrellisCore

import Foundation

/// The contents of the browser's folder: a header of columns, then one row
/// per entry, or the reason there are none.
struct FileListing: View {
    let model: FileBrowserModel

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Text("Name").padding(.leading, 34)
                Spacer()
                Text("Size").frame(width: 80, alignment: .trailing)
                Text("Modified").frame(width: 120, alignment: .trailing).padding(.trailing, 12)
            }
            .font(.caption)
            .foregroundColor(.secondary)
            .frame(height: 26)
            Divider()
            if let message = model.message {
                FileBrowserMessage(text: message)
            }
            if model.entries.isEmpty {
                if model.message == nil {
                    Text("Folder is empty").foregroundColor(.secondary).frame(maxWidth: .infinity, maxHeight: .infinity)
                } else {
                    Spacer()
                }
            } else {
                rows
            }
        }
    }

    @ViewBuilder private var rows: some View {
        let list = model.allowsMultipleSelection
            ? AnyView(List(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { entries })
            : AnyView(List(selection: Binding<String?>(get: { model.selection.first },
                                                       set: { model.selection = $0.map { [$0] } ?? [] })) { entries })
        // The selection's primary action (double-click, Return on the list) without a context menu.
        let rows = ModifiedContent(content: list.listStyle(.plain), modifier: SelectionClickModifier(
            open: { _, _ in },
            primaryAction: { tags in model.activate(Set(tags.compactMap { $0.base as? String })) }))
        // Arrows pressed in the location field move the selection; the list follows it.
        ScrollViewReader { proxy in
            rows.onChange(of: model.selection) { _, selection in
                if let name = model.entries.last(where: { selection.contains($0.name) })?.name { proxy.scrollTo(name) }
            }
        }
    }

    private var entries: some View {
        ForEach(model.entries) { entry in
            HStack(spacing: 8) {
                Image(systemName: entry.isFolder ? "folder" : "doc")
                    .foregroundColor(entry.isFolder ? .accentColor : .secondary)
                    .frame(width: 18)
                Text(entry.name).lineLimit(1)
                Spacer()
                Text(entry.size.map(Self.describe(size:)) ?? "").foregroundColor(.secondary)
                    .frame(width: 80, alignment: .trailing)
                Text(entry.modified.map(Self.describe(date:)) ?? "").foregroundColor(.secondary)
                    .frame(width: 120, alignment: .trailing)
            }
            .tag(entry.name)
        }
    }

    /// Sizes as GLib's `g_format_size` writes them, in powers of 1000.
    static func describe(size: Int64) -> String {
        if size < 1000 { return size == 1 ? "1 byte" : "\(size) bytes" }
        var value = Double(size) / 1000
        for unit in ["kB", "MB", "GB", "TB"] {
            if value < 1000 { return String(format: "%.1f", value) + " " + unit }
            value /= 1000
        }
        return String(format: "%.1f", value) + " PB"
    }

    /// Today's changes by time, older ones by day, as GTK's chooser does.
    static func describe(date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = Calendar.current.isDateInToday(date) ? "HH:mm" : "d MMM yyyy"
        return formatter.string(from: date)
    }
}

/// A problem the browser explains instead of listing a folder.
struct FileBrowserMessage: View {
    let text: String

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Image(systemName: "exclamationmark.triangle").foregroundColor(.orange)
            Text(text)
            Spacer()
        }
        .padding(10)
        .background(Color.orange.opacity(0.12))
    }
}
