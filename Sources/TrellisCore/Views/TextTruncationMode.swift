extension Text {
    /// Where a text that does not fit is cut and "…" put in.
    public enum TruncationMode: Hashable, Sendable {
        /// The start goes: "…end of the text".
        case head
        /// The end goes: "Start of the…".
        case tail
        /// The middle goes: "Start…text".
        case middle
    }
}
