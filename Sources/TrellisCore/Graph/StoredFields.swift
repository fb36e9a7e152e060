@_spi(Reflection) import Swift

/// One stored property of a structure or tuple: where it lives and what it holds.
struct StoredField {
    /// Bytes from the start of the value.
    let offset: Int
    /// The declared type, which for an existential field is the existential itself.
    let type: Any.Type
    /// What kind of type `type` is.
    let kind: TypeKind
}

/// The kinds of type that comparing and installing treat differently.
enum TypeKind {
    case structure, tuple, existential, other

    init(_ kind: _MetadataKind) {
        switch kind {
        case .struct: self = .structure
        case .tuple: self = .tuple
        case .existential: self = .existential
        default: self = .other
        }
    }
}

/// The stored properties of a type, read once from the runtime's metadata.
///
/// `Mirror` would box every property of every value on every call; the layout
/// of a type never changes, so the graph asks once per type and then works
/// with offsets into the value itself.
@MainActor enum StoredFields {
    // Process-wide on purpose: a type's layout is the same in every window, so all graphs share one answer.
    private static var fieldsByType: [ObjectIdentifier: [StoredField]] = [:]
    private static var kindsByType: [ObjectIdentifier: TypeKind] = [:]

    /// A stand-in with one field of type `T`, whose metadata tells `T`'s kind.
    private struct KindProbe<T> {
        var value: T
    }

    /// The stored properties of a structure or tuple, in declaration order; empty for other kinds.
    static func of<T>(_ type: T.Type) -> [StoredField] {
        let key = ObjectIdentifier(type)
        if let known = fieldsByType[key] { return known }
        var fields: [StoredField] = []
        let kind = self.kind(of: type)
        if kind == .structure || kind == .tuple {
            _ = _forEachField(of: type, options: []) { _, offset, fieldType, fieldKind in
                fields.append(StoredField(offset: offset, type: fieldType, kind: TypeKind(fieldKind)))
                return true
            }
        }
        fieldsByType[key] = fields
        return fields
    }

    /// Whether `type` is a structure, class, enumeration, existential, function and so on.
    static func kind<T>(of type: T.Type) -> TypeKind {
        let key = ObjectIdentifier(type)
        if let known = kindsByType[key] { return known }
        var kind = TypeKind.other
        _ = _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, fieldKind in
            kind = TypeKind(fieldKind)
            return false
        }
        kindsByType[key] = kind
        return kind
    }
}
