import Trellis

@main struct CounterApp: App {
    var body: some Scene { WindowGroup("Counter") { CounterView() } }
}

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("\(count)").font(.largeTitle)
            HStack {
                Button("Decrement") { count -= 1 }
                Button("Increment") { count += 1 }
            }
            Text(count == 0 ? "Tap a button" : "Tapped \(abs(count)) times")
                .foregroundColor(.secondary)
        }
        .padding(24)
        .background(Color.gray.opacity(0.15))
        .border(Color.gray)
        .navigationTitle("Counter: \(count)")
    }
}
