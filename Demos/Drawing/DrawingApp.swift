import Trellis

@main struct DrawingApp: App {
    var body: some Scene {
        WindowGroup("Drawing") { DrawingView() }
            .defaultSize(width: 640, height: 640)
    }
}

/// Gradients, strokes, trims, shadows, colour filters, masks, blend modes and 3D turns, side by side.
struct DrawingView: View {
    @State private var progress = 0.7
    @State private var flipped = false

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
            HStack(spacing: 20) {
                LinearGradient(colors: [.pink, .purple, .blue], startPoint: .leading, endPoint: .trailing)
                    .mask { Text("Masked").font(.system(size: 34, weight: .bold)) }
                    .frame(width: 150)
                ZStack {
                    Circle().fill(Color.cyan).frame(width: 56, height: 56).offset(x: -14)
                    Circle().fill(Color.yellow).frame(width: 56, height: 56).offset(x: 14).blendMode(.multiply)
                }
                .frame(width: 90)
                ZStack {
                    Circle().fill(Color.red).frame(width: 56, height: 56).offset(x: -14)
                    Circle().fill(Color.red).frame(width: 56, height: 56).offset(x: 14)
                }
                .compositingGroup()
                .opacity(0.5)
                .frame(width: 90)
                RoundedRectangle(cornerRadius: 10)
                    .fill(flipped ? Color.orange : Color.indigo)
                    .overlay { Text(flipped ? "Back" : "Front").foregroundStyle(Color.white) }
                    .frame(width: 90, height: 70)
                    .rotation3DEffect(.degrees(flipped ? 180 : 30), axis: (x: 0, y: 1, z: 0))
                    .onTapGesture { withAnimation(.easeInOut(duration: 0.6)) { flipped.toggle() } }
            }
            .frame(height: 80)
        }
        .padding(24)
    }

    private var swatch: some View {
        Circle().fill(LinearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom))
    }
}
