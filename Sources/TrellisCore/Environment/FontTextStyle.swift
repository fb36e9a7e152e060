extension Font {
    /// The roles text plays, each with its own size and weight, as `Font.system(_:)` takes them.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largest title.
        case largeTitle
        /// A first-level title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A heading: body size, semibold.
        case headline
        /// A subheading.
        case subheadline
        /// Running text.
        case body
        /// Text set off from the body, such as a call-out.
        case callout
        /// Notes below the main content.
        case footnote
        /// Captions and labels on images.
        case caption
        /// Smaller captions.
        case caption2

        /// Fixed sizes chosen for desktop screens, a little smaller than iOS's.
        var size: CGFloat {
            switch self {
            case .largeTitle: 30
            case .title: 24
            case .title2: 20
            case .title3: 18
            case .headline, .body: 15
            case .subheadline: 13
            case .callout: 14
            case .footnote: 12
            case .caption: 11
            case .caption2: 10
            }
        }

        var weight: Weight { self == .headline ? .semibold : .regular }
    }
}
