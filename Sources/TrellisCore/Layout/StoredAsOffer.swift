/// A `Double?` kept in eight bytes (`Offer`), where it takes sixteen beside
/// other numbers: for structs that keep several limits and are held many
/// times over, such as a frame's (`FrameLimits`). The value must not be NaN.
@propertyWrapper
package struct StoredAsOffer: Hashable, Sendable {
    private var stored: Offer

    /// Keeps `wrappedValue`.
    package init(wrappedValue: Double?) {
        stored = Offer(wrappedValue)
    }

    /// The value, or `nil`.
    package var wrappedValue: Double? {
        get { stored.value }
        set { stored = Offer(newValue) }
    }
}
