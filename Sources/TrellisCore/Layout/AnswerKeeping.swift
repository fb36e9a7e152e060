/// Whether a layout node keeps the sizes it answers (`KeptAnswers`).
///
/// Keeping them makes every proposal after the first nearly free, and costs a
/// heap block per node once it has answered two proposals. Two kinds of node
/// gain nothing from it: one whose size is its content's, which keeps the
/// same answers, and one whose size is fixed, which works it out with less
/// arithmetic than a lookup. A chat message's round avatar, a colour in a
/// 40-point frame clipped to a circle, kept two copies of its answers.
enum AnswerKeeping: UInt8 {
    /// Answers are kept, and asked again from the kept ones.
    case kept
    /// The only child is asked each time (`WrapperLayout.sizesAsContent`).
    /// Such a node recalls no proposal (`proposal(thatProduced:)`): it places
    /// its content in its whole rect, and only nodes that share out or
    /// resolve a proposal ask themselves that.
    case passedToContent
    /// Each answer is worked out again: a frame fixed on both axes, its ideal included.
    case workedOutEachTime
}
