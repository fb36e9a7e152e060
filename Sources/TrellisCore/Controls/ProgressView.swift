/// Shows progress: a bar for a known fraction, or a spinner when it is unknown.
public struct ProgressView: View {
    let fraction: Double?
    @State private var spinning = false

    /// A spinner, turning on the frame clock, for work of unknown length.
    public init() {
        fraction = nil
    }

    /// A bar filled to `value` out of `total`.
    public init(value: Double?, total: Double = 1) {
        guard let value, total > 0, value.isFinite, total.isFinite else {
            fraction = value == nil ? nil : 0
            return
        }
        fraction = min(max(value / total, 0), 1)
    }

    /// The bar or the spinner.
    public var body: some View {
        if let fraction {
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.25)).frame(width: proxy.size.width, height: 6)
                    Capsule().fill(Color.accentColor).frame(width: proxy.size.width * fraction, height: 6)
                }
            }
            .frame(minWidth: 60, maxWidth: .infinity)
            .frame(height: 6)
        } else {
            ZStack {
                ForEach(0..<8) { index in
                    Capsule().fill(Color.gray.opacity(0.25 + 0.09 * Double(index)))
                        .frame(width: 3, height: 7)
                        .offset(y: -7)
                        .rotationEffect(.degrees(Double(index) * 45))
                }
            }
            .frame(width: 24, height: 24)
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
            }
        }
    }
}
