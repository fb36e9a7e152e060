import Trellis

/// A lazy list inside a fixed frame, and a geometry reader reporting its width.
struct ListSamples: View {
    private let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Huckleberry",
                          "Kiwi", "Lemon", "Mango", "Nectarine", "Orange", "Peach", "Quince", "Raspberry"]

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            List(fruits, id: \.self) { fruit in
                Label(fruit, systemImage: "star")
            }
            .frame(width: 220, height: 150)
            .border(Color.gray.opacity(0.4))
            GeometryReader { proxy in
                Text("GeometryReader: \(Int(proxy.size.width)) × \(Int(proxy.size.height))")
                    .padding(8)
            }
            .frame(width: 260, height: 60)
            .background(Color.teal.opacity(0.15))
        }
    }
}

/// Insertions and removals with transitions.
struct TransitionSamples: View {
    @State private var showsNote = true

    var body: some View {
        HStack(spacing: 16) {
            Toggle("Show note", isOn: Binding(get: { showsNote }, set: { value in
                withAnimation(.easeInOut(duration: 0.3)) { showsNote = value }
            }))
            .frame(width: 160)
            if showsNote {
                Text("Slides in and fades out")
                    .padding(6)
                    .background(Color.indigo.opacity(0.15))
                    .transition(.asymmetric(insertion: .slide, removal: .opacity))
            }
        }
    }
}
