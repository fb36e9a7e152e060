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
            if answered == axis { return answer.length }
        }
        return nil
    }

    /// Keeps `size` as the answer to `proposal`, letting the oldest go when full.
    /// A whole size answers lengths along both axes, so lengths kept for the
    /// same proposal give way to it: a stack probes each child's least and
    /// most lengths and then asks the whole sizes, and every text of a list
    /// kept both, two answers in five, for as long as it lived.
    mutating func keep(_ size: Size, for proposal: ProposedSize) {
        let kept = KeptProposal(proposal)
        var index = 0
        while index < answers.count {
            if answers[index].axis != nil, answers[index].kept == kept { _ = answers.remove(at: index) } else { index += 1 }
        }
        append(KeptAnswer(kept: kept, size: size))
    }

    /// Keeps `length` as the answer along `axis` to `proposal`, letting the oldest go when full.
    /// Nothing is kept when a whole size for `proposal` is here already: a
    /// node that works out a length by measuring its whole size (a text, a
    /// stack of texts) kept that size on the way, and it answers the length.
    mutating func keep(_ length: Double, along axis: Axis, for proposal: ProposedSize) {
        let kept = KeptProposal(proposal)
        var index = 0
        while index < answers.count {
            if answers[index].axis == nil, answers[index].kept == kept { return }
            index += 1
        }
        append(KeptAnswer(kept: kept, length: length, along: axis))
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
///
/// 32 bytes, so that a list of them packs without padding: a length keeps
/// its axis in the place of a size's height, as a NaN no arithmetic makes
/// (as `Offer` keeps an open axis). Every layout node keeps several answers;
/// with the axis in a byte of its own, each took 40.
struct KeptAnswer {
    /// The proposal that asked.
    let kept: KeptProposal
    /// A size's width, or the length answered.
    private let first: Double
    /// A size's height, or the axis of a length.
    private let second: Double

    private static let horizontalBits: UInt64 = 0x7FF4_7E11_0000_0002
    private static let verticalBits: UInt64 = 0x7FF4_7E11_0000_0003

    /// A whole size answered to `kept`.
    init(kept: KeptProposal, size: Size) {
        self.kept = kept
        first = size.width
        second = size.height
    }

    /// A length along `axis` answered to `kept`.
    init(kept: KeptProposal, length: Double, along axis: Axis) {
        self.kept = kept
        first = length
        second = Double(bitPattern: axis == .horizontal ? Self.horizontalBits : Self.verticalBits)
    }

    /// The axis of a length; `nil` for a whole size.
    var axis: Axis? {
        switch second.bitPattern {
        case Self.horizontalBits: .horizontal
        case Self.verticalBits: .vertical
        default: nil
        }
    }

    /// The size answered, for a whole size.
    var size: Size { Size(width: first, height: second) }

    /// The length answered, for a length.
    var length: Double { first }
}
