import Trellis

/// A small scene for checking a real renderer: text far wider than the GPU's
/// largest texture, a filled rectangle, an anti-aliased circle and a symbol.
@main struct RenderCheckApp: App {
    var body: some Scene { WindowGroup("Render check") { RenderCheckView() } }
}

struct RenderCheckView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ScrollView(.horizontal) {
                Text(String(repeating: "Wide text ", count: 2500)).font(.system(size: 20)).fixedSize()
            }
            .frame(height: 40)
            HStack(spacing: 12) {
                Color.red.frame(width: 100, height: 40)
                Circle().fill(Color.blue).frame(width: 40, height: 40)
                Image(systemName: "star.fill").foregroundColor(.orange).font(.system(size: 32))
            }
        }
        .padding(20)
    }
}
