/// A stack that is the whole body of a composite view lives in that view's
/// node (`SharesCompositeNode`). A new environment asks nothing of it: a
/// stack takes nothing from the environment, and its children take it themselves.
extension VStack: SharesCompositeNode {
    package static func applyEnvironment(toSharedNode node: ViewNode) {}
}

extension HStack: SharesCompositeNode {
    package static func applyEnvironment(toSharedNode node: ViewNode) {}
}

extension ZStack: SharesCompositeNode {
    package static func applyEnvironment(toSharedNode node: ViewNode) {}
}
