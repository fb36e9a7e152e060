import Trellis

@main struct GalleryApp: App {
    var body: some Scene {
        WindowGroup("Trellis Gallery") { GalleryView() }
            .defaultSize(width: 900, height: 760)
    }
}

/// Every view and control Trellis has, on one scrolling page.
struct GalleryView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Trellis Gallery").font(.largeTitle)
                Section("Text") { TextSamples() }
                Section("Shapes and colours") { ShapeSamples() }
                Section("Images and symbols") { ImageSamples() }
                Section("Controls") { ControlSamples() }
                Section("Layout") { LayoutSamples() }
                Section("Lists and geometry") { ListSamples() }
                Section("Animation") {
                    AnimationSamples()
                    TransitionSamples()
                }
            }
            .padding(24)
        }
        .navigationTitle("Trellis Gallery")
    }
}

/// A titled group of samples.
struct Section<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title).font(.headline)
            content
            Divider()
        }
    }
}
