/// How `ModifiedContent` applies its modifier, found once per modifier type.
///
/// A modifier is a generic parameter with no constraint, so telling a
/// framework modifier from one the app wrote takes a cast. Cast on every
/// build and update, the value went into a box of its own when larger than
/// three words and the runtime searched its conformances each time; cast
/// once per type, the value is only ever cast to its own type.
enum ModifierKind {
    /// A modifier the framework applies itself.
    case primitive(any PrimitiveModifier.Type)
    /// A modifier written as a `ViewModifier`.
    case user(any ViewModifier.Type)
    /// Neither: a type that cannot be applied.
    case neither

    /// What kind of modifier `type` is.
    @MainActor
    static func of(_ type: Any.Type) -> ModifierKind {
        cache.value(for: ObjectIdentifier(type)) {
            if let primitive = type as? any PrimitiveModifier.Type { return .primitive(primitive) }
            if let user = type as? any ViewModifier.Type { return .user(user) }
            return .neither
        }
    }

    /// Process-wide on purpose: the kinds are facts about types.
    @MainActor private static var cache = TypeCache<ModifierKind>()
}
