@_spi(TrellisExtension) import TrellisCore

/// Measures text and pictures for a canvas's context: the layout's measurers.
@MainActor
struct CanvasMeasurement {
    let text: TextMeasuring
    let images: ImageSizing
}

extension GraphicsContext {
    /// A text ready to draw, styled by the canvas's environment.
    public struct ResolvedText {
        let run: TextRun
        let measurer: TextMeasuring?

        /// The size the text takes within `size`, wrapping to its width.
        @MainActor
        public func measure(in size: CGSize) -> CGSize {
            let lines = lines(within: size.width)
            return CGSize(width: lines.map { width(of: $0) }.max() ?? 0, height: lineHeight * Double(lines.count))
        }

        @MainActor
        func lines(within width: CGFloat?) -> [String] {
            guard let measurer else { return [run.string] }
            let limit = width.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }
            return TextWrapper(font: run.font, measurer: measurer).wrappedLines(of: run.string, maxWidth: limit)
        }

        @MainActor
        func width(of line: String) -> Double {
            measurer?.width(of: line, in: run.font) ?? Double(line.count) * run.font.size * 0.6
        }

        @MainActor
        var lineHeight: Double { measurer?.lineHeight(of: run.font) ?? (run.font.size * 1.2).rounded() }
    }

    /// An image ready to draw, with its own size.
    public struct ResolvedImage {
        let reference: ImageReference
        /// The picture's own size, in points.
        public let size: CGSize
    }

    /// A view from the canvas's `symbols`, laid out at its ideal size.
    public struct ResolvedSymbol {
        let graphics: [Graphic]
        /// The symbol's size, in points.
        public let size: CGSize
    }

    /// `text` styled by the canvas's environment, ready to measure or draw.
    @MainActor
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(run: text.run(in: environment), measurer: measurement?.text)
    }

    /// `image` with its tint and size, ready to draw.
    @MainActor
    public func resolve(_ image: Image) -> ResolvedImage {
        let reference = image.reference(in: environment)
        return ResolvedImage(reference: reference, size: measurement?.images.naturalSize(of: reference) ?? CGSize(width: 32, height: 32))
    }

    /// The symbol tagged `id` in the canvas's `symbols`, or `nil` when there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols[AnyHashable(id)]
    }

    /// Draws `text` on one line with its `anchor` at `point`.
    @MainActor
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws resolved text on one line with its `anchor` at `point`.
    @MainActor
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        var run = text.run
        run.lines = text.run.string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let size = CGSize(width: run.lines.map { text.width(of: $0) }.max() ?? 0, height: text.lineHeight * Double(run.lines.count))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        record(.text(run, origin: origin, clip: nil))
    }

    /// Draws `text` wrapped to the width of `rect`, from its top-left corner, cut to it.
    @MainActor
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved text wrapped to the width of `rect`, from its top-left corner, cut to it.
    @MainActor
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        var run = text.run
        run.lines = text.lines(within: rect.width)
        record(.text(run, origin: rect.origin, clip: rect))
    }

    /// Draws `image` stretched over `rect`.
    @MainActor
    public func draw(_ image: Image, in rect: CGRect) {
        draw(resolve(image), in: rect)
    }

    /// Draws a resolved image stretched over `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect) {
        record(.image(image.reference, rect))
    }

    /// Draws `image` at its own size with its `anchor` at `point`.
    @MainActor
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws a resolved image at its own size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        record(.image(image.reference, CGRect(origin: origin, size: image.size)))
    }

    /// Draws a symbol at its own size with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        record(.graphics(symbol.graphics, origin: origin))
    }

    /// Draws a symbol scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0 else { return }
        var scaled = self
        scaled.translateBy(x: rect.minX, y: rect.minY)
        scaled.scaleBy(x: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
        scaled.record(.graphics(symbol.graphics, origin: .zero))
    }
}
