/// A view builder's block of several views: a stack or a `Group` takes its
/// parts as children of its own node, with no node of the block's between.
///
/// A stack of a block kept a node for the block alone, which did nothing but
/// pass its parts' displayables on: 200 bytes and a build for every stack of
/// several views (three in each message of a chat, a fifth of the nodes of a
/// grid of nested stacks). Only `TupleView` is one.
package protocol ViewBlock: PrimitiveView {}

extension TupleView: ViewBlock {}

/// A view whose content may be a block, taken apart by its node.
package protocol HoldsContent: View {
    /// The content's type when it is a block; `nil` for any other, an
    /// optional block included. Asked once per type (`ViewTypeTraits`): a cast
    /// for each stack built and updated asked the runtime for a conformance.
    static var contentBlock: (any ViewBlock.Type)? { get }
}

extension ViewNode {
    /// Makes the children of this node for `content`, the content of a view
    /// of type `holder`: a block's parts, each a child, or else one child for
    /// the whole content.
    func addContent<Content: View>(_ content: Content, of holder: any HoldsContent.Type) {
        guard let block = contentBlock(of: holder) else {
            addChild(content)
            return
        }
        reserveContainerChildren(for: Content.self)
        run(content, as: block, building: true)
    }

    /// Brings the children `addContent` made up to date with `content`, of the same type.
    func updateContent<Content: View>(_ content: Content, of holder: any HoldsContent.Type) {
        guard let block = contentBlock(of: holder) else {
            children[0].update(toValue: content)
            return
        }
        run(content, as: block, building: false)
    }

    /// Sizes a container's empty list of displayables once for `content`,
    /// when its type knows how many it makes, as a stack's block does: grown
    /// one by one, the list doubled its way up, a new array each time.
    func reserveContainerChildren(for content: any View.Type) {
        if case .container(let layout) = role, layout.children.isEmpty, let count = content._displayableCount {
            layout.children.reserveCapacity(count)
        }
    }

    /// Runs the block's own `makeNode` or `updateNode` on this node. `Block`
    /// is `Content` itself, found without a cast of the value: a cast would
    /// ask the runtime for the conformance on every stack built and updated.
    private func run<Content, Block: ViewBlock>(_ content: Content, as _: Block.Type, building: Bool) {
        precondition(Content.self == Block.self, "a content's block type is the content's own")
        let block = unsafeBitCast(content, to: Block.self)
        if building { block.makeNode(self) } else { block.updateNode(self) }
    }

    /// The block type of `holder`'s content: from the traits this node keeps
    /// when it holds a view of that type, or a composite whose body of that
    /// type shares the node, as it does but for a view that builds its node
    /// through another's (`StrokeShapeView`'s stack).
    private func contentBlock(of holder: any HoldsContent.Type) -> (any ViewBlock.Type)? {
        if let known = typeTraits {
            let traits = known.pointee, type = ObjectIdentifier(holder)
            if traits.type == type { return traits.contentBlock }
            if let shared = traits.sharedBody, ObjectIdentifier(shared) == type { return traits.contentBlock }
        }
        return ViewTypeTraits.stored(for: holder).pointee.contentBlock
    }
}
