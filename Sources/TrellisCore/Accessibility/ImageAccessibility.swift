extension ImageReference.Source {
    /// The accessible object of a picture from here: named by its asset or
    /// symbol name, as SwiftUI names an image it was given no label for. The
    /// audit lists such images until `.accessibilityLabel` names them or
    /// `.accessibilityHidden(true)` hides them.
    @MainActor
    func accessibilityElement() -> AccessibilityNode {
        let name = switch self {
        case .asset(let name), .symbol(let name): name
        case .file(let path): path.split(separator: "/").last.map(String.init) ?? path
        }
        return AccessibilityNode(role: .image, name: name)
    }
}
