import Foundation

/// A view that shows a run of read-only text.
public struct Text: View, PrimitiveView, Equatable, ComparedInPlace {
    /// A counting text's node keeps its ticker.
    package typealias NodeState = LiveDateTicker

    /// Its node publishes a `TextLayout`.
    package typealias NodeLayout = TextLayout

    /// The characters shown, before any formatting of a live date.
    @usableFromInline package let content: String
    // Out of line, `nil` for a text that sets nothing: a `Text` of a string and
    // one reference is three words and fits an `any View`'s inline buffer, so a
    // node holds it without a box of its own, where the text with its look
    // inline cost an allocation per text of every row.
    private var lookStorage: OutOfLine<TextLook>?

    private var look: TextLook {
        get { lookStorage?.value ?? TextLook() }
        set { lookStorage = newValue == TextLook() ? nil : OutOfLine(newValue) }
    }

    var font: Font? {
        get { lookStorage?.value.font }
        set { look.font = newValue }
    }

    var color: Color? {
        get { lookStorage?.value.color }
        set { look.color = newValue }
    }

    var weight: Font.Weight? {
        get { lookStorage?.value.weight }
        set { look.weight = newValue }
    }

    /// The date a counting text shows its distance from, if it is one.
    var liveDate: LiveDate? {
        get { lookStorage?.value.liveDate }
        set { look.liveDate = newValue }
    }

    var isItalic: Bool {
        get { lookStorage?.value.isItalic ?? false }
        set { look.isItalic = newValue }
    }

    /// Decorations and spacing set on this text; they win over the environment's.
    var styling: TextStyling {
        get { lookStorage?.value.styling ?? TextStyling() }
        set { look.styling = newValue }
    }

    /// Shows `content` as it is.
    // Inlinable, so that a caller's `String` is taken as it is: through the
    // generic entry point every row of a list built its string again.
    @inlinable
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Shows `content` as it is, without localisation.
    public init(verbatim content: String) {
        self.content = content
    }

    /// A text is one displayable.
    public static var _displayableCount: Int? { 1 }

    /// An equal text shows the same: its look comes from its value and the environment.
    package static var isSettledByEqualValue: Bool { true }

    /// Whether the texts at `old` and `new` are equal, read field by field
    /// where they lie (`ComparedInPlace`): copying both first cost about 500
    /// instructions per row of a list whose parent's body ran again. Every
    /// stored property must be compared here (`TextEqualityTests` counts them).
    nonisolated static func areEqual(_ old: UnsafePointer<Text>, _ new: UnsafePointer<Text>) -> Bool {
        old.pointee.content == new.pointee.content && old.pointee.lookStorage == new.pointee.lookStorage
    }

    /// This text in `font`, whatever the environment says.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// This text slanted.
    public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This text at `weight`; `nil` goes back to the font's own weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The text as drawn: its characters, font, colour and decorations in `environment`.
    package func run(in environment: EnvironmentValues, now: Date? = nil) -> TextRun {
        let content = liveDate.map { $0.style.text(for: $0.date, now: now ?? Date()) } ?? self.content
        var color: RGBA = (self.color ?? environment.foregroundColor ?? .primary).resolve(in: environment)
        var gradient: ResolvedGradient?
        if self.color == nil, let style = environment.foregroundShapeStyle?._resolvedPaint(in: environment) {
            switch style {
            case .color(let resolved): color = resolved
            case .gradient(let resolved): gradient = resolved
            }
        }
        let styling = styling.over(environment.textStyling)
        var font = self.font ?? environment.font
        if let weight = weight ?? (self.font == nil ? environment.fontWeight : nil) { font = font.weight(weight) }
        if isItalic { font = font.italic() }
        let string = switch environment.textCase {
        case .uppercase?: content.uppercased()
        case .lowercase?: content.lowercased()
        case nil: content
        }
        var run = TextRun(string: string, font: styling.apply(to: font), color: color,
                          alignment: environment.multilineTextAlignment)
        run.underline = TextStyling.drawn(styling.underline, textColor: color, in: environment)
        run.strikethrough = TextStyling.drawn(styling.strikethrough, textColor: color, in: environment)
        run.baselineOffset = styling.baselineOffset ?? 0
        run.gradient = gradient
        return run
    }

    private func configure(_ layout: TextLayout, in environment: EnvironmentValues, now: Date?) {
        layout.run = run(in: environment, now: now)
        layout.lineLimit = environment.lineLimit
        configureLimits(layout, in: environment)
    }

    /// All but the run and line limit, which a new layout is made with.
    private func configureLimits(_ layout: TextLayout, in environment: EnvironmentValues) {
        layout.truncationMode = environment.truncationMode
        layout.minimumScaleFactor = Double(environment.minimumScaleFactor)
        // The clipboard is looked up only for selectable text: most texts are not, and each lookup hashes.
        let selectable = environment.allowsTextSelection
        layout.setSelectable(selectable, clipboard: selectable ? environment.clipboard : nil)
    }

    package func makeNode(_ node: ViewNode) {
        node.role = .unary
        // The run and line limit are found once: a new layout has nothing earlier to compare them with.
        let now = LiveDateTicker.follow(liveDate, for: self, node: node)
        let layout = TextLayout(run: run(in: node.environment, now: now), lineLimit: node.environment.lineLimit)
        configureLimits(layout, in: node.environment)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        let before = layout.contentVersion
        let now = LiveDateTicker.follow(liveDate, for: self, node: node)
        configure(layout, in: node.environment, now: now)
        if layout.contentVersion != before { node.publishChange() }
    }
}
