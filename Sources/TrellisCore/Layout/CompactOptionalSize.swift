/// A `Size?` in 16 bytes: an open width (`Offer(nil)`) stands for none.
///
/// As an optional, its flag takes a word of its own once padded, and every
/// text run and every layout node's display state keep one. Compares and
/// hashes as the optional does.
struct CompactOptionalSize: Hashable {
    private var width = Offer(nil)
    private var height = 0.0

    /// `size` as kept.
    init(_ size: Size?) {
        value = size
    }

    /// The size, or `nil` for none.
    var value: Size? {
        get {
            guard let width = width.value else { return nil }
            return Size(width: CGFloat(width), height: CGFloat(height))
        }
        set {
            guard let newValue else {
                width = Offer(nil)
                height = 0
                return
            }
            width = Offer(Double(newValue.width))
            height = Double(newValue.height)
        }
    }
}
