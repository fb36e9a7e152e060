/// How a layout node reaches the `PipelineOwner` of its tree: the state its
/// marks and layout work count in, which belongs to one window, not to the process.
///
/// A node notes the owner once it has asked for it (`cachedOwner`); one that
/// has not asks the way up, and notes it on every node on the way. So the
/// nodes that know it are always closed upwards: a node's parent knows it
/// whenever the node does, and it is the same one. A node that does not know
/// it is then on no known node's path to the root, so layout work on it can
/// change no mark counted in the owner. A view graph gives its window's
/// owner to the root and to every displayable it publishes; a tree made by
/// hand gets one of its own the first time a layout mark asks.
extension LayoutNode {
    /// The owner of this node's tree, made for the tree when it has none yet.
    @inline(__always) final var pipelineOwner: PipelineOwner {
        if let cachedOwner { return cachedOwner }
        return findOwner(making: true).unsafelyUnwrapped
    }

    /// The owner of this node's tree, `nil` when nothing gave the tree one:
    /// then no mark in it was counted in any owner.
    @inline(__always) final var pipelineOwnerIfAny: PipelineOwner? {
        if let cachedOwner { return cachedOwner }
        return findOwner(making: false)
    }

    /// Gives this node's tree `owner` unless it has one: for the nodes a view
    /// graph makes, which belong to its window before they join its tree.
    package final func adoptOwnerIfNone(_ owner: PipelineOwner) {
        guard cachedOwner == nil, findOwner(making: false) == nil else { return }
        noteUpToRoot(owner)
    }

    /// Keeps one owner per tree when `child`, which knows one, joins this node's tree.
    final func joinOwner(of child: LayoutNode) {
        guard let childOwner = child.cachedOwner, childOwner !== cachedOwner else { return }
        if let mine = pipelineOwnerIfAny {
            if mine !== childOwner { child.replaceOwner(with: mine) }
        } else {
            noteUpToRoot(childOwner)
        }
    }

    /// The owner of the nearest node above that knows one, noted from here up
    /// to it; with none above, a new one noted up to the root when `making`.
    private final func findOwner(making: Bool) -> PipelineOwner? {
        var top = self
        var found: PipelineOwner?
        while let parent = top.parent {
            if let known = parent.cachedOwner {
                found = known
                break
            }
            top = parent
        }
        guard let owner = found ?? (making ? PipelineOwner() : nil) else { return nil }
        var node = self
        while node !== top, let parent = node.parent {
            node.cachedOwner = owner
            node = parent
        }
        top.cachedOwner = owner
        return owner
    }

    /// Notes `owner` on this node and every node above it, none of which knows one.
    private final func noteUpToRoot(_ owner: PipelineOwner) {
        var node = self
        node.cachedOwner = owner
        while let parent = node.parent {
            parent.cachedOwner = owner
            node = parent
        }
    }

    /// Gives `owner` to the nodes of this subtree that knew another. Their
    /// spans were counted in the other, so their standing marks are forgotten:
    /// a number from one owner proves nothing in another.
    private final func replaceOwner(with owner: PipelineOwner) {
        cachedOwner = owner
        display.markEpoch = 0
        layoutMarkEpoch = 0
        for child in children where child.cachedOwner != nil && child.cachedOwner !== owner {
            child.replaceOwner(with: owner)
        }
    }
}
