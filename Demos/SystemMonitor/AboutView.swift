import Trellis

/// Help ▸ About: what the tool is and what it reads.
struct AboutView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "chart.xyaxis.line")
                .font(.largeTitle)
                .foregroundStyle(.tint)
            Text("System Monitor").font(.title)
            Text("Processes, resources and file systems, read from /proc and statvfs.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            Text("Made with Trellis").font(.caption).foregroundStyle(.secondary)
            Button("OK") { dismiss() }
                .keyboardShortcut(.defaultAction)
        }
        .padding(24)
        .frame(width: 340)
    }
}
