import Testing
import Trellis
import TrellisTesting

private struct Quantity: View {
    @State private var count = 5
    @State private var submits = 0
    var body: some View {
        VStack {
            TextField("Count", value: $count, format: .number)
                .frame(width: 200)
                .onSubmit { submits += 1 }
            Text("Count is \(count)")
            Text("Submitted \(submits)")
            Button("Elsewhere") {}
        }
    }
}

@MainActor
@Suite struct ValueTextFieldTests {
    @Test func typingLeavesTheValueAloneUntilEnterParsesIt() {
        let host = ViewHost(Quantity(), width: 300, height: 200)
        #expect(host.texts.contains("5") && host.texts.contains("Count is 5"))
        host.click(text: "5")
        host.press(.end)
        host.type("0")
        #expect(host.texts.contains("50"))
        #expect(host.texts.contains("Count is 5"), "the model waits for Enter: \(host.texts)")
        host.press(.enter)
        #expect(host.texts.contains("Count is 50"))
        #expect(host.texts.contains("Submitted 1"), "the field's own onSubmit still runs")
    }

    @Test func leavingTheFieldCommitsWhatWasTyped() {
        let host = ViewHost(Quantity(), width: 300, height: 200)
        host.click(text: "5")
        host.press(.character("a"), modifiers: .control)
        host.type("1234")
        host.press(.tab)
        #expect(host.texts.contains("Count is 1234"), "\(host.texts)")
        #expect(host.texts.contains(1234.formatted(.number)), "shown formatted again: \(host.texts)")
    }

    @Test func textThatDoesNotParseKeepsTheOldValueAndShowsItAgain() {
        let host = ViewHost(Quantity(), width: 300, height: 200)
        host.click(text: "5")
        host.press(.character("a"), modifiers: .control)
        host.type("lots")
        #expect(host.texts.contains("lots"))
        host.press(.enter)
        #expect(host.texts.contains("Count is 5"))
        #expect(host.texts.contains("5") && !host.texts.contains("lots"), "\(host.texts)")
    }

    @Test func aCurrencyFieldEditsADouble() {
        struct Price: View {
            @State private var price = 9.5
            var body: some View {
                VStack {
                    TextField(value: $price, format: .currency(code: "USD"), prompt: Text("Price")) {
                        Text("Price")
                    }
                    .frame(width: 200)
                    Text("Raw \(price)")
                }
            }
        }
        let host = ViewHost(Price(), width: 300, height: 200)
        let shown = (9.5).formatted(.currency(code: "USD"))
        #expect(host.texts.contains(shown), "\(host.texts)")
        host.click(text: shown)
        host.press(.character("a"), modifiers: .control)
        host.type((12.25).formatted(.currency(code: "USD")))
        host.press(.enter)
        #expect(host.texts.contains("Raw 12.25"), "\(host.texts)")
        #expect(host.texts.contains((12.25).formatted(.currency(code: "USD"))))
    }
}
