/// A container whose options a `ForEach` may make, and which must know, as a
/// list does, which element each option stands for: a segmented or radio
/// picker chooses by its options' element ids. The `ForEach` registers its
/// rows with the nearest such container above it (`ForEach.joinList`).
@MainActor
package protocol OptionRowsContainer: AnyObject {
    /// Takes the rows of a `ForEach` among the options; kept weakly.
    func register(_ source: any ListRowSource)
}
