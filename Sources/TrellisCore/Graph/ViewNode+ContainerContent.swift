/// A view builder's block of several views: a stack or a `Group` takes its
/// parts as children of its own node, with no node of the block's between.
///
/// A stack of a block kept a node for the block alone, which did nothing but
/// pass its parts' displayables on: 200 bytes and a build for every stack of
/// several views (three in each message of a chat, a fifth of the nodes of a
/// grid of nested stacks). Only `TupleView` is one.
package protocol ViewBlock: PrimitiveView {}

extension TupleView: ViewBlock {}

extension ViewNode {
    /// Makes the children of this container for `content`: a block's parts,
    /// each a child, or else one child for the whole content.
    func addContent<Content: View>(_ content: Content) {
        guard let block = Self.block(content) else {
            addChild(content)
            return
        }
        if case .container(let layout) = role, layout.children.isEmpty, let count = Content._displayableCount {
            // Sized once from the block's type, as `addChild` sizes it for a whole content.
            layout.children.reserveCapacity(count)
        }
        block.makeNode(self)
    }

    /// Brings the children `addContent` made up to date with `content`, of the same type.
    func updateContent<Content: View>(_ content: Content) {
        if let block = Self.block(content) {
            block.updateNode(self)
        } else {
            children[0].update(toValue: content)
        }
    }

    /// `content` as a block when its type is one. The type is asked, not the
    /// value: a cast looks inside an optional, so an `if` without an `else`
    /// would be a block when it shows one and a single child when it shows none.
    private static func block<Content: View>(_ content: Content) -> (any ViewBlock)? {
        guard Content.self is any ViewBlock.Type else { return nil }
        return content as? any ViewBlock
    }
}
