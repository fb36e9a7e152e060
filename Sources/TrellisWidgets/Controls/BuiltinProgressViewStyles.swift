@_spi(TrellisExtension) import TrellisCore

/// The platform's usual progress view: a bar for a known fraction, a spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}

    /// A bar or a spinner.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A horizontal bar, with the label above it and the current value below.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The bar style.
    public init() {}

    /// A bar; a sliding stripe when the fraction is unknown.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.label == nil && configuration.currentValueLabel == nil {
            ProgressBar(fraction: configuration.fractionCompleted)
        } else {
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                ProgressBar(fraction: configuration.fractionCompleted)
                configuration.currentValueLabel.foregroundColor(.secondary)
            }
        }
    }
}

/// A spinner for unknown progress, or a ring filling clockwise for a known
/// fraction, with the label below.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}

    /// A spinner or a ring.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.label == nil && configuration.currentValueLabel == nil {
            ProgressCircle(fraction: configuration.fractionCompleted)
        } else {
            VStack(spacing: 4) {
                ProgressCircle(fraction: configuration.fractionCompleted)
                configuration.label
                configuration.currentValueLabel.foregroundColor(.secondary)
            }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar for a known fraction, a spinner otherwise.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a ring for a known fraction.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The bar: a tinted capsule over a grey track, or a stripe sliding to and fro.
private struct ProgressBar: View {
    let fraction: Double?
    @Environment(\.resolvedTint) private var tint
    @Environment(\.controlSize) private var size
    @State private var sweeping = false

    var body: some View {
        let thickness = 6 * size.scale
        return GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.25)).frame(width: proxy.size.width, height: thickness)
                if let fraction {
                    Capsule().fill(tint).frame(width: proxy.size.width * fraction, height: thickness)
                } else {
                    Capsule().fill(tint).frame(width: proxy.size.width * 0.3, height: thickness)
                        .offset(x: sweeping ? proxy.size.width * 0.7 : 0)
                        .onAppear {
                            withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { sweeping = true }
                        }
                }
            }
        }
        .frame(minWidth: 60, maxWidth: .infinity)
        .frame(height: thickness)
    }
}

/// The spinner, turning on the frame clock, or a ring for a known fraction.
private struct ProgressCircle: View {
    let fraction: Double?
    @Environment(\.resolvedTint) private var tint
    @Environment(\.controlSize) private var size
    @State private var spinning = false

    var body: some View {
        let side = 24 * size.scale
        if let fraction {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.25), lineWidth: 3 * size.scale)
                ProgressArc(fraction: fraction).stroke(tint, lineWidth: 3 * size.scale)
            }
            .padding(1.5 * size.scale)
            .frame(width: side, height: side)
        } else {
            ZStack {
                ForEach(0..<8) { index in
                    Capsule().fill(Color.gray.opacity(0.25 + 0.09 * Double(index)))
                        .frame(width: 3 * size.scale, height: 7 * size.scale)
                        .offset(y: -7 * size.scale)
                        .rotationEffect(.degrees(Double(index) * 45))
                }
            }
            .frame(width: side, height: side)
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
            }
        }
    }
}

/// The part of a circle from twelve o'clock clockwise through `fraction` of a turn.
private struct ProgressArc: Shape {
    let fraction: Double

    func path(in rect: Rect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let center = Point(x: rect.midX, y: rect.midY)
        let sweep = min(max(fraction, 0), 1) * 2 * Double.pi
        func point(_ angle: Double) -> Point {
            Point(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle))
        }
        return Path { path in
            guard sweep > 0 else { return }
            path.move(to: point(0))
            // Each quarter turn or less is one cubic curve, close to a circular arc.
            let pieces = Int((sweep / (Double.pi / 2)).rounded(.up))
            let step = sweep / Double(pieces)
            let handle = 4.0 / 3.0 * tan(step / 4) * radius
            for piece in 0..<pieces {
                let start = Double(piece) * step, end = start + step
                let from = point(start), to = point(end)
                path.addCurve(to: to,
                              control1: Point(x: from.x + handle * cos(start), y: from.y + handle * sin(start)),
                              control2: Point(x: to.x - handle * cos(end), y: to.y - handle * sin(end)))
            }
        }
    }
}
