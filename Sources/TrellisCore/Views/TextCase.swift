extension Text {
    /// Which way letters are turned before a text is drawn.
    public enum Case: Hashable, Sendable {
        /// Every letter a capital.
        case uppercase
        /// Every letter small.
        case lowercase
    }
}
