@_spi(TrellisExtension) import TrellisCore

/// A style's body, erased to `AnyView`, in a stack of its own.
///
/// An erased body has no displayable count known from its type, so a lazy
/// stack of rows made of such a control (a `List` of `Label`s or `Button`s)
/// would have to build every row to count them. A stack is one displayable,
/// and a stack of one child proposes to it and places it exactly as the child
/// alone would be, so nothing moves. A custom style that returns several
/// views gets them side by side, as a label's parts are.
struct StyledBody: View {
    let erased: AnyView

    var body: some View {
        HStack { erased }
    }
}
