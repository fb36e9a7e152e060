/// Measuring and placing a layout node: each proposal is measured once and
/// its answer kept (`KeptAnswers`) until something inside the node changes,
/// and a node is placed again only when it moved or asked to be.
extension LayoutNode {
    /// The size this node chooses when offered `proposal`.
    package final func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        switch answerKeeping {
        case .kept: if let kept = keptAnswers.size(for: proposal) { return kept }
        case .passedToContent: return children.first?.sizeThatFits(proposal, in: context) ?? .zero
        case .workedOutEachTime:
            #if DEBUG
            cachedOwner?.checkLayoutAllowed()
            #endif
            return measure(proposal, in: context)
        }
        context.counters.proposalsMeasured += 1
        #if DEBUG
        cachedOwner?.checkLayoutAllowed()
        #endif
        pipelineOwnerIfAny?.layoutWork.advance()
        let size = measure(proposal, in: context)
        keptAnswers.keep(size, for: proposal)
        return size
    }

    /// The length along `axis` of the size this node chooses under `proposal`.
    ///
    /// A stack asks each child its least and most length along the stack
    /// (`proposal` 0 and infinity there) to learn how flexible it is. Many
    /// children know such a length without working out the other axis: a fixed
    /// frame, a colour, a text with room for one line, a stack of them. Asking
    /// for the length alone keeps such probes from becoming whole proposals
    /// that every level below must measure afresh.
    package final func length(along axis: Axis, for proposal: ProposedSize, in context: LayoutContext) -> Double {
        switch answerKeeping {
        case .kept: if let kept = keptAnswers.length(along: axis, for: proposal) { return kept }
        case .passedToContent: return children.first?.length(along: axis, for: proposal, in: context) ?? 0
        case .workedOutEachTime: return measureLength(along: axis, for: proposal, in: context)
        }
        context.counters.proposalsMeasured += 1
        pipelineOwnerIfAny?.layoutWork.advance()
        let length = measureLength(along: axis, for: proposal, in: context)
        keptAnswers.keep(length, along: axis, for: proposal)
        return length
    }

    /// Places this node at `rect`, and its children within it.
    package final func place(in rect: Rect, context: LayoutContext) {
        let moved = !rect.hasSameFrame(as: frame)
        guard needsPlacement || moved else { return }
        #if DEBUG
        cachedOwner?.checkLayoutAllowed()
        #endif
        pipelineOwnerIfAny?.layoutWork.advance()
        // A node that moved or resized draws its own graphics again; one placed
        // where it was changes nothing on screen by being placed. Its children
        // are placed below and mark themselves if they move, so only a node
        // that changes its children's graphics (a clip, an effect) redraws
        // them all: a list growing below the fold keeps its rows' graphics.
        if moved {
            // A placed subtree that only moved is shifted, not placed again.
            if moveWithoutPlacing(to: rect) {
                context.counters.subtreesMoved += 1
                return
            }
            if changesChildGraphics {
                setNeedsDisplay()
            } else if ownGraphicsFollowFrame {
                markDisplayPath()
            } else {
                // Nothing drawn changed, but a reader's bounds of it did.
                markAccessibilityPath()
            }
        }
        frame = rect
        needsPlacement = false
        placeChildren(in: rect, context: context)
    }

    /// Drops every size and length this node keeps, for the invalidations in `LayoutNode+Invalidation`.
    final func forgetCachedSizes() {
        keptAnswers.forget()
    }

    /// Whether this node, measured again in `context`, answers every proposal
    /// it answered since its sizes were last forgotten as it did then. Those
    /// answers are all the enclosing nodes laid themselves out from, so when
    /// they stand, so does everything above. `false` when there were none, or
    /// when some were dropped from the cache and so cannot be checked.
    final func answersStayTheSame(in context: LayoutContext) -> Bool {
        guard keptAnswers.canBeChecked else { return false }
        for answer in keptAnswers.answers {
            if let axis = answer.axis {
                if measureLength(along: axis, for: answer.kept.proposal, in: context) != answer.length { return false }
            } else if measure(answer.kept.proposal, in: context) != answer.size {
                return false
            }
        }
        return true
    }

    /// Whether every answer this node gave since its sizes were last
    /// forgotten stands whatever its children now answer, so that a change
    /// inside it lays out nothing above it. `false` with no answers kept, or
    /// when some were dropped and so cannot be checked.
    final var keptAnswersIgnoreChildren: Bool {
        if sizeIgnoresChildren { return true }
        guard keptAnswers.canBeChecked else { return false }
        for answer in keptAnswers.answers where !answerIgnoresChildren(to: answer.kept.proposal, along: answer.axis) { return false }
        return true
    }
}
