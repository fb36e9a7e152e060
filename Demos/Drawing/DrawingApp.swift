import Trellis

@main struct DrawingApp: App {
    var body: some Scene {
        WindowGroup("Drawing") { DrawingView() }
            .defaultSize(width: 640, height: 520)
    }
}

/// Gradients, strokes, trims, shadows and colour filters, side by side.
struct DrawingView: View {
    @State private var progress = 0.7

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("Drawing").font(.largeTitle)
                .foregroundStyle(LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing))
            HStack(spacing: 20) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.blue, .mint], startPoint: .topLeading, endPoint: .bottomTrailing))
                Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 4, endRadius: 50))
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                Capsule().fill(EllipticalGradient(colors: [.white, .indigo]))
            }
            .frame(height: 100)
            HStack(spacing: 20) {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.3), lineWidth: 12)
                    Circle().trim(from: 0, to: progress)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    Text("\(Int(progress * 100)) %").font(.headline)
                }
                RoundedRectangle(cornerRadius: 16)
                    .strokeBorder(Color.orange, style: StrokeStyle(lineWidth: 4, dash: [10, 6]))
                Path { path in
                    path.move(to: CGPoint(x: 10, y: 80))
                    path.addLine(to: CGPoint(x: 50, y: 20))
                    path.addLine(to: CGPoint(x: 90, y: 80))
                }
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
                Rectangle().border(LinearGradient(colors: [.pink, .teal], startPoint: .top, endPoint: .bottom), width: 6)
                    .foregroundStyle(Color.clear)
            }
            .frame(height: 100)
            HStack(spacing: 24) {
                ForEach(0..<4, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 10).fill(Color.white)
                        .shadow(color: Color(white: 0, opacity: 0.35), radius: Double(index) * 4, x: 0, y: Double(index) * 2)
                }
            }
            .frame(height: 70)
            HStack(spacing: 16) {
                swatch.blur(radius: 3)
                swatch.grayscale(1)
                swatch.colorInvert()
                swatch.hueRotation(.degrees(120))
                swatch.brightness(0.3)
                swatch.contrast(0.5)
                swatch.saturation(0.3)
            }
            .frame(height: 50)
        }
        .padding(24)
    }

    private var swatch: some View {
        Circle().fill(LinearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom))
    }
}
