/// The bytes of a value that hold its stored properties, without the padding
/// between them.
///
/// Padding is never written on purpose: a copy of a view made in a body holds
/// whatever was in that stack slot before. A row such as `(row: Row,
/// isSelected: Bool, store: Store)` has seven such bytes after its `Bool`, so
/// comparing all its bytes found two equal rows different almost every time,
/// and every unchanged row of a list went on to be compared member by member.
@MainActor enum StoredBytes {
    /// The stretches of a `T` that its stored properties occupy, in order and
    /// merged where they touch; structures and tuples are followed into their
    /// members, any other kind is taken whole.
    static func spans<T>(of type: T.Type) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        collect(type, at: 0, into: &spans)
        return spans
    }

    private static func collect<T>(_ type: T.Type, at base: Int, into spans: inout [Range<Int>]) {
        let kind = StoredFields.kind(of: type)
        let fields = kind == .structure || kind == .tuple ? StoredFields.of(type) : []
        guard !fields.isEmpty else {
            append(base..<(base + MemoryLayout<T>.size), to: &spans)
            return
        }
        for field in fields {
            func open<F>(_ fieldType: F.Type) { collect(fieldType, at: base + field.offset, into: &spans) }
            _openExistential(field.type, do: open)
        }
    }

    private static func append(_ span: Range<Int>, to spans: inout [Range<Int>]) {
        guard !span.isEmpty else { return }
        if let last = spans.last, last.upperBound == span.lowerBound {
            spans[spans.count - 1] = last.lowerBound..<span.upperBound
        } else {
            spans.append(span)
        }
    }
}
