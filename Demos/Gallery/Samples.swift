import Trellis

struct TextSamples: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Title").font(.title)
            Text("Headline").font(.headline)
            Text("Body text, and bold").bold()
            Text("Italic caption").italic().font(.caption)
            Text("Secondary").foregroundColor(.secondary)
            Text("中文 · العربية · Ελληνικά")
            Text("A long paragraph wraps to the width it is offered and keeps whole words together where it can.")
                .frame(width: 320, alignment: .leading)
            Text("Only one line is shown of this long text").lineLimit(1).frame(width: 180)
        }
    }
}

struct ShapeSamples: View {
    var body: some View {
        HStack(spacing: 12) {
            Rectangle().fill(Color.red).frame(width: 40, height: 40)
            RoundedRectangle(cornerRadius: 10).fill(Color.orange).frame(width: 40, height: 40)
            Circle().fill(Color.green).frame(width: 40, height: 40)
            Ellipse().fill(Color.teal).frame(width: 60, height: 40)
            Capsule().fill(Color.indigo).frame(width: 70, height: 30)
            Circle().stroke(Color.purple, lineWidth: 3).frame(width: 40, height: 40)
            Color.pink.frame(width: 40, height: 40).opacity(0.5).cornerRadius(8)
        }
    }
}

struct ImageSamples: View {
    var body: some View {
        HStack(spacing: 12) {
            Image("quadrants").resizable().frame(width: 64, height: 48).accessibilityLabel("Quadrants")
            Image("quadrants").resizable().frame(width: 64, height: 48).cornerRadius(12).accessibilityLabel("Quadrants, rounded")
            Image("quadrants").resizable().frame(width: 48, height: 48).clipShape(Circle()).accessibilityLabel("Quadrants, in a circle")
            Image(systemName: "star.fill").foregroundColor(.yellow).accessibilityLabel("Star")
            Image(systemName: "heart.fill").foregroundColor(.red).accessibilityLabel("Heart")
            Image(systemName: "gear").accessibilityLabel("Settings")
            Image(systemName: "magnifyingglass").accessibilityLabel("Search")
            Label("Documents", systemImage: "folder")
        }
    }
}

struct ControlSamples: View {
    @State private var isOn = true
    @State private var checked = false
    @State private var level = 40.0
    @State private var count = 3
    @State private var name = ""
    @State private var secret = ""
    @State private var flavour = "Mint"
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Button("Bordered") { taps += 1 }
                Button("Prominent") { taps += 1 }.buttonStyle(.borderedProminent)
                Button("Plain") { taps += 1 }.buttonStyle(.plain)
                Button("Delete", role: .destructive) { taps += 1 }
                Button("Disabled") {}.disabled(true)
                Text("\(taps) taps")
            }
            Toggle("Switch", isOn: $isOn).frame(width: 240)
            Toggle("Checkbox", isOn: $checked).toggleStyle(.checkbox)
            HStack {
                Slider(value: $level, in: 0...100, step: 1).frame(width: 200).accessibilityLabel("Level")
                Text("\(Int(level))")
            }
            Stepper("Count: \(count)", value: $count, in: 0...10).frame(width: 240)
            TextField("Your name", text: $name).frame(width: 240)
            SecureField("Password", text: $secret).frame(width: 240)
            Picker("Flavour", selection: $flavour) {
                Text("Vanilla").tag("Vanilla")
                Text("Mint").tag("Mint")
                Text("Cocoa").tag("Cocoa")
            }
            .frame(width: 320)
            HStack(spacing: 16) {
                ProgressView(value: level, total: 100).frame(width: 160)
                ProgressView()
            }
        }
    }
}

struct LayoutSamples: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Leading")
                Spacer()
                Text("Trailing")
            }
            .padding(8)
            .background(Color.gray.opacity(0.15))
            .frame(width: 320)
            ZStack(alignment: .bottomTrailing) {
                Color.blue.opacity(0.2).frame(width: 120, height: 60)
                Text("ZStack").padding(4)
            }
            .border(Color.blue)
            Text("Offset and clipped").padding(6).background(Color.yellow.opacity(0.4)).offset(x: 20)
        }
    }
}

struct AnimationSamples: View {
    @State private var expanded = false

    var body: some View {
        HStack(spacing: 16) {
            Button(expanded ? "Shrink" : "Grow") {
                withAnimation(.spring()) { expanded.toggle() }
            }
            RoundedRectangle(cornerRadius: 8).fill(expanded ? Color.orange : Color.mint)
                .frame(width: expanded ? 120 : 60, height: 40)
                .rotationEffect(.degrees(expanded ? 8 : 0))
        }
    }
}
