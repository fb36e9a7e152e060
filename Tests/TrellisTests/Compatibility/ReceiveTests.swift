import Foundation
import Testing
import Trellis
import TrellisTesting

private final class Chat: ObservableObject, @unchecked Sendable {
    let messages = PassthroughSubject<String, Never>()
    @Published var unread = 0
}

private struct ChatView: View {
    @ObservedObject var chat: Chat
    @State private var last = "Nothing yet"
    @State private var onMainActor = true
    @State private var badge = "Unread: none"
    @State private var echo = ""
    var body: some View {
        VStack {
            Text(last)
            Text(onMainActor ? "main" : "elsewhere")
            Text(badge)
            Button("Send hello") {
                chat.messages.send("hello")
                echo = "Echo: \(last)"
            }
            Text(echo)
        }
        .onReceive(chat.messages) { message in
            last = message
            onMainActor = onMainActor && MainQueueProbe.isCurrent
        }
        .onReceive(chat.$unread) { count in badge = "Unread: \(count)" }
    }
}

private struct Listener: View {
    let subject: PassthroughSubject<Int, Never>
    let received: Received
    var body: some View {
        Text("Listening").onReceive(subject) { received.values.append($0) }
    }
}

@MainActor private final class Received {
    var values: [Int] = []
}

private struct Host: View {
    @State private var listening = true
    let subject: PassthroughSubject<Int, Never>
    let received: Received
    var body: some View {
        VStack {
            Button("Stop listening") { listening = false }
            if listening { Listener(subject: subject, received: received) }
        }
    }
}

/// Whether code runs on the main dispatch queue, which is the main actor's
/// (the test runner drains it from a thread other than the main one).
private enum MainQueueProbe {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

@MainActor
@Suite struct ReceiveTests {
    @Test func aValueSentFromAButtonRunsTheActionAtOnce() {
        let host = ViewHost(ChatView(chat: Chat()))
        host.click(text: "Send hello")
        #expect(host.texts.first == "hello")
        // The action ran inside `send`, before the button's action read the state it set.
        #expect(host.texts.last == "Echo: hello")
    }

    @Test func aPublishedPropertyDeliversItsValueOnAppearAndOnChange() {
        let chat = Chat()
        let host = ViewHost(ChatView(chat: chat))
        #expect(host.texts.contains("Unread: 0"))
        chat.unread = 3
        host.step()
        #expect(host.texts.contains("Unread: 3"))
    }

    @Test func aValueSentFromADetachedTaskRunsTheActionOnTheMainActor() async {
        _ = MainQueueProbe.key
        let chat = Chat()
        let host = ViewHost(ChatView(chat: chat))
        await Task.detached { chat.messages.send("from afar") }.value
        host.step()
        #expect(host.texts.prefix(2) == ["from afar", "main"])
    }

    @Test func theSubscriptionEndsWhenTheViewLeaves() {
        let subject = PassthroughSubject<Int, Never>()
        let received = Received()
        let host = ViewHost(Host(subject: subject, received: received))
        subject.send(1)
        host.click(text: "Stop listening")
        subject.send(2)
        host.step()
        #expect(received.values == [1])
    }
}
