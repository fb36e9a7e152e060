/// One edit that an update made to the displayables of a container.
///
/// Offsets count displayables within the nearest container, so `.removed(1)`
/// means "the second displayable of the enclosing stack went away".
public enum DisplayEdit: Equatable, Sendable, CustomStringConvertible {
    /// A new displayable now sits at this offset.
    case inserted(Int)
    /// The displayable at this offset went away.
    case removed(Int)
    /// The displayable at this offset is the same one, with new content.
    case changed(Int)
    /// A displayable kept its identity and moved between these offsets.
    case moved(from: Int, to: Int)

    /// A compact form for test failures, such as `removed 1`.
    public var description: String {
        switch self {
        case .inserted(let offset): "inserted \(offset)"
        case .removed(let offset): "removed \(offset)"
        case .changed(let offset): "changed \(offset)"
        case .moved(let from, let to): "moved \(from)→\(to)"
        }
    }
}
