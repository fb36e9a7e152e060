import Testing
import Trellis
import TrellisTesting

/// A comment box that grows with what is typed, up to `limit` lines.
private struct CommentBox: View {
    let limit: Int
    @State private var comment = ""
    @State private var sent: [String] = []
    var body: some View {
        VStack(spacing: 0) {
            TextField("Comment", text: $comment, axis: .vertical)
                .lineLimit(limit)
                .onSubmit { sent.append(comment) }
                .frame(width: 200)
            Text("Sent \(sent.count)")
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
private func sentLineTop(_ host: ViewHost<CommentBox>) -> Double {
    guard let label = host.texts.first(where: { $0.hasPrefix("Sent") }), let frame = host.frame(ofText: label) else { return -1 }
    return frame.minY
}

@MainActor
@Suite struct VerticalTextFieldTests {
    @Test func theFieldGrowsALineAtATimeUpToItsLimit() {
        let host = ViewHost(CommentBox(limit: 3), width: 300, height: 300)
        host.step()
        #expect(host.texts.contains("Comment"))
        let oneLine = sentLineTop(host)
        host.click(text: "Comment")
        host.type("first")
        #expect(sentLineTop(host) == oneLine)
        host.press(.enter, modifiers: .option)
        host.type("second")
        let twoLines = sentLineTop(host)
        #expect(twoLines > oneLine + 10)
        host.press(.enter, modifiers: .option)
        host.type("third")
        let threeLines = sentLineTop(host)
        #expect(abs((threeLines - twoLines) - (twoLines - oneLine)) < 0.5)
        host.press(.enter, modifiers: .option)
        host.type("fourth")
        #expect(sentLineTop(host) == threeLines)
        #expect(host.texts.contains("fourth"))
        #expect(!host.texts.contains("first"))
    }

    @Test func longTextWrapsInsteadOfScrollingSideways() {
        let host = ViewHost(CommentBox(limit: 5), width: 300, height: 300)
        host.step()
        let oneLine = sentLineTop(host)
        host.click(text: "Comment")
        host.type("a comment long enough to wrap onto a second line in the box")
        #expect(sentLineTop(host) > oneLine + 10)
        #expect(host.texts.filter { !$0.hasPrefix("Sent") }.count >= 2)
    }

    @Test func returnSubmitsAndOptionReturnStartsALine() {
        let host = ViewHost(CommentBox(limit: 3), width: 300, height: 300)
        host.step()
        host.click(text: "Comment")
        host.type("hi")
        host.press(.enter)
        #expect(host.texts.contains("Sent 1"))
        #expect(host.texts.filter { $0 == "hi" }.count == 1)
        host.press(.enter, modifiers: .option)
        host.type("there")
        #expect(host.texts.contains("hi") && host.texts.contains("there"))
    }

    @Test func aRangeOfLinesReservesTheLowerBound() {
        struct Reserved: View {
            @State private var text = ""
            var body: some View {
                VStack(spacing: 0) {
                    TextField("One", text: $text, axis: .vertical).frame(width: 200)
                    TextField("Three", text: $text, axis: .vertical).lineLimit(3...5).frame(width: 200)
                    Text("End")
                }
            }
        }
        let host = ViewHost(Reserved(), width: 300, height: 300)
        host.step()
        let one = host.frame(ofText: "One"), three = host.frame(ofText: "Three"), end = host.frame(ofText: "End")
        if let one, let three, let end {
            let firstHeight = three.minY - one.minY
            let secondHeight = end.minY - (three.minY - 6)
            #expect(secondHeight > firstHeight * 2)
        } else {
            Issue.record("missing texts: \(host.texts)")
        }
    }
}
