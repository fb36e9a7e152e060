/// The sizes and lengths a layout node answered since they were last
/// forgotten, each with the proposal that asked.
///
/// They make every proposal after the first nearly free, and they are all an
/// enclosing node laid itself out from: a node whose answers stand after a
/// change inside it (`LayoutNode.answersStayTheSame(in:)`) lays out nothing
/// above it. That check needs every answer, so letting one go is remembered.
struct KeptAnswers {
    /// A stack asks each child about four proposals when measuring and three more
    /// when placing at a different width (a scroll view's content), and as many
    /// lengths: the list must hold a whole frame's worth of both, or a cyclic
    /// pattern misses every time.
    private static let limit = 24

    /// Whole sizes and lengths alike, oldest first. One list, not one of each:
    /// the second list's inline first entry took 40 bytes of every layout node.
    private(set) var answers = InlineFirstList<KeptAnswer>()
    /// Whether a full list let an answer go: an enclosing node may still rely
    /// on it, so the answers cannot be checked.
    private var droppedAny = false

    /// Whether every answer given is here, and there is at least one to check.
    var canBeChecked: Bool { !droppedAny && !answers.isEmpty }

    // The lookups are `mutating` and walk by index: a layout node asks its
    // answers in place, where a non-mutating call copied them out of the node
    // (retaining the list's array) for every proposal of every node.

    /// The size answered to `proposal`, if it is kept.
    mutating func size(for proposal: ProposedSize) -> Size? {
        let proposal = KeptProposal(proposal)
        // A loop, not `first(where:)`: a main-actor closure checks its executor on every call.
        var index = 0
        while index < answers.count {
            let answer = answers[index]
            if answer.axis == nil && answer.kept == proposal { return answer.size }
            index += 1
        }
        return nil
    }

    /// The length along `axis` answered to `proposal`, from a whole size or a length alone.
    /// The first found stands: answers to one proposal agree until all are forgotten.
    mutating func length(along axis: Axis, for proposal: ProposedSize) -> Double? {
        let proposal = KeptProposal(proposal)
        var index = 0
        while index < answers.count {
            let answer = answers[index]
            index += 1
            guard answer.kept == proposal else { continue }
            guard let answered = answer.axis else { return axis == .horizontal ? answer.size.width : answer.size.height }
            if answered == axis { return answer.size.width }
        }
        return nil
    }

    /// Keeps `size` as the answer to `proposal`, letting the oldest go when full.
    mutating func keep(_ size: Size, for proposal: ProposedSize) {
        append(KeptAnswer(kept: KeptProposal(proposal), size: size, axis: nil))
    }

    /// Keeps `length` as the answer along `axis` to `proposal`, letting the oldest go when full.
    mutating func keep(_ length: Double, along axis: Axis, for proposal: ProposedSize) {
        append(KeptAnswer(kept: KeptProposal(proposal), size: Size(width: length, height: 0), axis: axis))
    }

    private mutating func append(_ answer: KeptAnswer) {
        if answers.count >= Self.limit {
            answers.removeFirst()
            droppedAny = true
        }
        answers.append(answer)
    }

    /// Forgets every answer, for a node whose own answers may now differ.
    mutating func forget() {
        answers.removeAll()
        droppedAny = false
    }
}

/// One answer a layout node gave: a whole size, or a length along one axis.
struct KeptAnswer {
    /// The proposal that asked.
    let kept: KeptProposal
    /// The size answered; for a length, the length is its width.
    let size: Size
    /// The axis of a length; `nil` for a whole size. Last, where the list's
    /// optional first entry finds room for its tag.
    let axis: Axis?

    /// The length answered along `axis`, for a length.
    var length: Double { size.width }
}
