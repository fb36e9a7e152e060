@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// The table: stacks and spacers, frames, padding, fixed size, priorities,
/// alignment, overlays and wrapped text.
enum LayoutCases {
    static let all: [LayoutCase] = stacks + frames + decorations + text + containers

    static let stacks: [LayoutCase] = [
        LayoutCase("colour fills the offer", [r(0, 0, 400, 300)]) { Color.red },
        LayoutCase("text takes its ideal size", [r(0, 0, 45, 18)]) { Text("Hello") },
        LayoutCase("hstack spaces by 8", [r(0, 0, 9, 18), r(17, 0, 18, 18)]) { HStack { Text("A"); Text("BB") } },
        LayoutCase("vstack centres", [r(4.5, 0, 9, 18), r(0, 26, 18, 18)]) { VStack { Text("A"); Text("BB") } },
        LayoutCase("vstack leading", [r(0, 0, 9, 18), r(0, 26, 18, 18)]) {
            VStack(alignment: .leading) { Text("A"); Text("BB") }
        },
        LayoutCase("vstack trailing", [r(9, 0, 9, 18), r(0, 26, 18, 18)]) {
            VStack(alignment: .trailing) { Text("A"); Text("BB") }
        },
        LayoutCase("spacer pushes to the edges", [r(0, 0, 9, 18), r(391, 0, 9, 18)]) {
            HStack { Text("A"); Spacer(); Text("B") }
        },
        LayoutCase("vertical spacer", [r(0, 0, 9, 18), r(0, 282, 9, 18)]) { VStack { Text("A"); Spacer(); Text("B") } },
        // Offered space after the text, not before: the text takes all but the
        // spacer's 8 points and wraps once, rather than into thirds beside a half-width spacer.
        LayoutCase("spacer leaves a long text all but its minimum", width: 200, [r(11, 0, 189, 36)]) {
            HStack(spacing: 0) { Spacer(); Text("ABCDEFGHIJ ABCDEFGHIJ ABCDEFGHIJ") }
        },
        // As flexible as the colour, the spacer still comes after it; offered
        // first it would take half.
        LayoutCase("spacer leaves a colour all but its minimum", width: 200, [r(8, 0, 192, 300)]) {
            HStack(spacing: 0) { Spacer(); Color.red }
        },
        // The less flexible text is offered its share first and keeps one word
        // per line; the longer one takes the rest.
        LayoutCase("least flexible text is offered space first", width: 150, [r(0, 0, 90, 54), r(90, 9, 45, 36)]) {
            HStack(spacing: 0) { Text("ABCDEFGHIJ ABCDEFGHIJ ABCDEFGHIJ"); Text("ABCDE ABCDE") }
        },
        // The same past eight children, where the order is kept in an array.
        LayoutCase("least flexible text first among ten children", width: 158,
                   (0..<8).map { r(Double($0), 0, 1, 300) } + [r(8, 123, 90, 54), r(98, 132, 45, 36)]) {
            HStack(spacing: 0) {
                ForEach(0..<8, id: \.self) { _ in Color.red.frame(width: 1) }
                Text("ABCDEFGHIJ ABCDEFGHIJ ABCDEFGHIJ")
                Text("ABCDE ABCDE")
            }
        },
        LayoutCase("colours share equally", [r(0, 0, 200, 300), r(200, 0, 200, 300)]) {
            HStack(spacing: 0) { Color.red; Color.blue }
        },
        LayoutCase("fixed width first, flexible takes the rest", [r(0, 0, 50, 300), r(58, 0, 342, 300)]) {
            HStack { Color.red.frame(width: 50); Color.blue }
        },
        LayoutCase("custom spacing", [r(0, 0, 400, 10), r(0, 30, 400, 10)]) {
            VStack(spacing: 20) { Color.red.frame(height: 10); Color.blue.frame(height: 10) }
        },
        LayoutCase("hstack top alignment", [r(0, 0, 9, 18), r(17, 0, 10, 40)]) {
            HStack(alignment: .top) { Text("A"); Color.red.frame(width: 10, height: 40) }
        },
        LayoutCase("hstack bottom alignment", [r(0, 22, 9, 18), r(17, 0, 10, 40)]) {
            HStack(alignment: .bottom) { Text("A"); Color.red.frame(width: 10, height: 40) }
        },
        LayoutCase("spacer min length in an ideal stack", [r(50, 0, 9, 18)]) {
            HStack(spacing: 0) { Spacer(minLength: 50); Text("A") }.fixedSize()
        },
        LayoutCase("divider across a vstack", [r(195.5, 0, 9, 18), r(0, 26, 400, 1), r(195.5, 35, 9, 18)]) {
            VStack { Text("A"); Divider(); Text("B") }
        },
        LayoutCase("divider down an hstack", [r(0, 141, 9, 18), r(17, 0, 1, 300), r(26, 141, 9, 18)]) {
            HStack { Text("A"); Divider(); Text("B") }
        },
        LayoutCase("priority wins the space", width: 150, height: 300, [r(0, 0, 45, 36), r(53, 9, 90, 18)]) {
            HStack { Text("aaaaaaaaaa"); Text("bbbbbbbbbb").layoutPriority(1) }
        },
        LayoutCase("equal texts split the space", width: 150, height: 300, [r(0, 0, 63, 36), r(71, 0, 72, 36)]) {
            HStack { Text("aaaaaaaaaa"); Text("bbbbbbbbbb") }
        },
    ]

    static let frames: [LayoutCase] = [
        LayoutCase("fixed frame", [r(0, 0, 100, 50)]) { Color.red.frame(width: 100, height: 50) },
        LayoutCase("max width infinity", [r(0, 0, 400, 40)]) { Color.red.frame(maxWidth: .infinity, maxHeight: 40) },
        LayoutCase("leading in a wide frame", [r(0, 0, 18, 18)]) {
            Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
        },
        LayoutCase("trailing in a wide frame", [r(382, 0, 18, 18)]) {
            Text("Hi").frame(maxWidth: .infinity, alignment: .trailing)
        },
        LayoutCase("text centred in a fixed frame", [r(41, 11, 18, 18)]) { Text("Hi").frame(width: 100, height: 40) },
        LayoutCase("top leading in a fixed frame", [r(0, 0, 18, 18)]) {
            Text("Hi").frame(width: 100, height: 40, alignment: .topLeading)
        },
        LayoutCase("min width", [r(41, 0, 18, 18)]) { Text("Hi").frame(minWidth: 100) },
        LayoutCase("min and max width", [r(0, 0, 100, 300)]) { Color.red.frame(minWidth: 50, maxWidth: 100) },
        LayoutCase("ideal width with fixed size", [r(0, 0, 80, 10)]) { Color.red.frame(idealWidth: 80).fixedSize() },
        LayoutCase("nested frames", [r(0, 0, 100, 300)]) {
            Color.red.frame(width: 100).frame(maxWidth: .infinity, alignment: .leading)
        },
        LayoutCase("inner frame aligned in outer", [r(81, 0, 18, 18)]) {
            Text("Hi").frame(width: 20).frame(width: 100, alignment: .trailing)
        },
        LayoutCase("a NaN width is ignored", [r(0, 0, 400, 10)]) { Color.red.frame(width: .nan, height: 10) },
        LayoutCase("shape in a frame", [r(0, 0, 40, 20)]) { Circle().frame(width: 40, height: 20) },
        LayoutCase("aspect ratio fits", [r(0, 0, 400, 150)]) {
            Color.red.aspectRatio(8.0 / 3.0, contentMode: .fit)
        },
        LayoutCase("aspect ratio fills", [r(0, 0, 800, 300)]) {
            Color.red.aspectRatio(8.0 / 3.0, contentMode: .fill)
        },
        LayoutCase("a negative width is treated as zero", [r(0, 0, 0, 10)]) { Color.red.frame(width: -5, height: 10) },
        LayoutCase("a NaN spacing is treated as zero", [r(0, 0, 10, 10), r(0, 10, 10, 10)]) {
            VStack(spacing: .nan) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        },
    ]

    static let decorations: [LayoutCase] = [
        LayoutCase("default padding", [r(16, 16, 18, 18)]) { Text("Hi").padding() },
        LayoutCase("horizontal padding", [r(10, 0, 18, 18)]) { Text("Hi").padding(.horizontal, 10) },
        // SwiftUI keeps a negative padding: the padded view is smaller than its content, which
        // stands out past its edges (SkipUI, which ports SwiftUI to Android, replaced Compose's
        // padding for this reason: "SkipUI must support whatever SwiftUI supports").
        LayoutCase("negative padding lets the content stand out", [r(0, -5, 20, 20), r(0, 10, 20, 20)]) {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).padding(.vertical, -5)
                Color.blue.frame(width: 20, height: 20)
            }
        },
        LayoutCase("edge insets", [r(2, 1, 18, 18)]) {
            Text("Hi").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        },
        LayoutCase("a capped colour beside a fixed square keeps its cap", [r(0, 0, 30, 30), r(38, 10, 362, 10)]) {
            HStack {
                Color.blue.frame(width: 30, height: 30)
                Color.red.frame(maxHeight: 10)
            }
        },
        LayoutCase("background aligned to the leading edge", [r(0, 5, 10, 10), r(0, 0, 40, 20)]) {
            Color.blue.frame(width: 40, height: 20).background(alignment: .leading) {
                Color.red.frame(width: 10, height: 10)
            }
        },
        LayoutCase("background sized to content", [r(0, 0, 26, 26), r(4, 4, 18, 18)]) {
            Text("Hi").padding(4).background(Color.red)
        },
        LayoutCase("overlay aligned", [r(0, 0, 50, 50), r(0, 0, 9, 18)]) {
            Color.red.frame(width: 50, height: 50).overlay(Text("X"), alignment: .topLeading)
        },
        LayoutCase("border over content", [r(0, 0, 18, 18), r(0, 0, 18, 18)]) { Text("Hi").border(Color.red) },
        LayoutCase("offset moves without resizing", [r(10, 20, 50, 50)]) {
            Color.red.frame(width: 50, height: 50).offset(x: 10, y: 20)
        },
        LayoutCase("infinite padding is clamped", [r(0, 0, 18, 18)]) { Text("Hi").padding(.infinity) },
    ]

    static let text: [LayoutCase] = [
        LayoutCase("text wraps in a narrow frame", [r(4.5, 0, 81, 36)]) { Text("aaaa bbbb cccc").frame(width: 90) },
        LayoutCase("line limit truncates", [r(0, 0, 90, 18)]) { Text("aaaa bbbb cccc").lineLimit(1).frame(width: 90) },
        LayoutCase("explicit newline", [r(0, 0, 27, 36)]) { Text("ab\ncde") },
        LayoutCase("fixed size text does not wrap", width: 50, height: 300, [r(0, 0, 126, 18)]) {
            Text("aaaa bbbb cccc").fixedSize()
        },
        LayoutCase("text wraps to the window", width: 50, height: 300, [r(0, 0, 36, 54)]) { Text("aaaa bbbb cccc") },
        LayoutCase("a long word breaks between characters", width: 45, height: 300, [r(0, 0, 45, 36)]) { Text("abcdefghij") },
    ]

    static let containers: [LayoutCase] = [
        LayoutCase("zstack centres", [r(0, 0, 100, 100), r(41, 41, 18, 18)]) {
            ZStack { Color.red.frame(width: 100, height: 100); Text("Hi") }
        },
        LayoutCase("zstack top leading", [r(0, 0, 100, 100), r(0, 0, 18, 18)]) {
            ZStack(alignment: .topLeading) { Color.red.frame(width: 100, height: 100); Text("Hi") }
        },
        LayoutCase("zstack bottom trailing", [r(0, 0, 100, 100), r(82, 82, 18, 18)]) {
            ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 100, height: 100); Text("Hi") }
        },
        LayoutCase("scroll view rows", [r(0, 0, 400, 100), r(0, 100, 400, 100), r(0, 200, 400, 100)]) {
            ScrollView { VStack(spacing: 0) { ForEach(0..<3) { _ in Color.red.frame(height: 100) } } }
        },
        LayoutCase("geometry reader halves", [r(0, 0, 200, 10)]) {
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: 10) }
        },
    ]
}
