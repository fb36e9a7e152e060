@_spi(TrellisExtension) import TrellisCore

/// The platform's usual button look: bordered, tinted with the accent colour.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}

    /// A bordered button.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: StandardButtonLook(kind: .bordered), configuration: configuration)
    }
}

/// Tinted text on a light tinted rounded background.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}

    /// A bordered button.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: StandardButtonLook(kind: .bordered), configuration: configuration)
    }
}

/// White text on a solid tinted background, for the main action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent style.
    public init() {}

    /// A prominent button.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: StandardButtonLook(kind: .borderedProminent), configuration: configuration)
    }
}

/// Tinted text with no background.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}

    /// A borderless button.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: StandardButtonLook(kind: .borderless), configuration: configuration)
    }
}

/// The label as it is, dimmed while pressed: for buttons that draw themselves.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}

    /// A plain button.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: StandardButtonLook(kind: .plain), configuration: configuration)
    }
}

/// Tinted text like a link in a web page.
public struct LinkButtonStyle: PrimitiveButtonStyle {
    /// The link style.
    public init() {}

    /// A link-like button.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: StandardButtonLook(kind: .link), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's usual look: bordered.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// Tinted text on a light tinted rounded background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// White text on a solid tinted background, for the main action.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// Tinted text with no background.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, dimmed while pressed.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// Tinted text like a link.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// The looks of the built-in button styles, as one `ButtonStyle`.
struct StandardButtonLook: ButtonStyle {
    enum Kind: Hashable {
        case bordered, borderedProminent, borderless, plain, link
    }

    let kind: Kind

    func makeBody(configuration: Configuration) -> some View {
        StandardButtonBody(look: kind, configuration: configuration)
    }
}

/// A built-in button's label with its colours, padding and background.
///
/// The colours come from the role (destructive is red), `.tint`, the
/// environment's foreground colour (a colour set around a button wins over
/// the tint, as in SwiftUI), whether the button is enabled and whether it is
/// pressed; the padding, corner radius and font from `.controlSize`.
struct StandardButtonBody: View {
    let look: StandardButtonLook.Kind
    let configuration: ButtonStyleConfiguration
    @Environment(\.isDefaultActionButton) private var isDefaultAction
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.resolvedTint) private var tint
    @Environment(\.controlTint) private var explicitTint
    @Environment(\.foregroundColor) private var foreground
    @Environment(\.controlSize) private var size
    @Environment(\.font) private var font
    /// Set in an alert or dialog, which chose its default button from what its buttons reported.
    @Environment(\.dialogDefaultChoice) private var dialogChoice
    /// Set by `DialogButtonReport` when the dialog chose this button.
    var isDialogDefault = false
    /// Cleared on the face `DialogButtonReport` draws, which has reported already.
    var reportsToDialog = true

    /// A bordered button that Return runs is drawn prominent, as on a Mac.
    private var kind: StandardButtonLook.Kind {
        look == .bordered && (isDefaultAction || isDialogDefault) ? .borderedProminent : look
    }

    private var hasBackground: Bool { kind == .bordered || kind == .borderedProminent }

    private var roleTint: Color { configuration.role == .destructive ? .red : tint }

    private var labelColor: Color? {
        if let foreground, isEnabled { return foreground }
        switch kind {
        case .borderedProminent: return .white
        case .plain:
            // No tint, but a destructive role still shows red.
            guard isEnabled else { return .gray }
            return configuration.role == .destructive ? .red : nil
        case .bordered:
            // A desktop push button: the text colour, red for a destructive role, as on a Mac and
            // in GTK; an explicit `.tint` colours it as SwiftUI does.
            guard isEnabled else { return .gray }
            if explicitTint != nil || configuration.role == .destructive { return roleTint }
            return .primary
        case .borderless, .link: return isEnabled ? roleTint : .gray
        }
    }

    private var backgroundColor: Color {
        let tint = isEnabled ? roleTint : .gray
        switch kind {
        // Neutral grey in both schemes (the text colour, faint), rather than tinted: the tint is for the prominent button.
        case .bordered where explicitTint != nil || configuration.role == .destructive:
            return tint.opacity(configuration.isPressed ? 0.3 : 0.15)
        case .bordered: return Color.primary.opacity(configuration.isPressed ? 0.18 : 0.09)
        case .borderedProminent: return tint
        case .borderless, .plain, .link: return .clear
        }
    }

    var body: some View {
        if dialogChoice != nil, reportsToDialog {
            DialogButtonReport(role: configuration.role, isExplicitDefault: isDefaultAction) { isDefault in
                var face = self
                face.isDialogDefault = isDefault
                face.reportsToDialog = false
                return face
            }
        } else {
            face
        }
    }

    private var face: some View {
        let padding = hasBackground ? size.buttonPadding : (horizontal: 0, vertical: 0)
        return HStack(spacing: 6) { configuration.label }
            .foregroundColor(labelColor)
            .environment(\.font, size.labelFont(replacing: font))
            .padding(.horizontal, padding.horizontal)
            .padding(.vertical, padding.vertical)
            .background(RoundedRectangle(cornerRadius: size.buttonCornerRadius).fill(backgroundColor))
            .opacity(isEnabled ? (configuration.isPressed ? 0.6 : 1) : 0.6)
    }
}
