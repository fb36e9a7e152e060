import Testing
import Trellis
import TrellisTesting

private final class Calls {
    var names: [String] = []
}

private struct Modified: View {
    let calls: Calls
    @State private var rating = 3

    var body: some View {
        VStack {
            // accessibilityLabel(_:) "Adds a label to the view that describes its contents" (SwiftUI, View).
            Button { } label: { Image(systemName: "trash") }
                .accessibilityLabel("Delete")
                .accessibilityHint("Moves the message to the bin")
                .accessibilityIdentifier("delete-button")
            // accessibilityValue(_:) adds a textual description of the value the view contains.
            Text("★★★").accessibilityLabel("Rating").accessibilityValue("\(rating) of 5")
                .accessibilityAdjustableAction { direction in rating += direction == .increment ? 1 : -1 }
            // accessibilityAddTraits(.isHeader): "a header that divides content into sections".
            Text("Inbox").accessibilityAddTraits(.isHeader)
            // accessibilityHeading(_:) sets the level; h1 through h6 are spoken with the text.
            Text("Today").accessibilityHeading(.h2)
            Text("Tap me").accessibilityAddTraits(.isButton).accessibilityRemoveTraits(.isImage)
            more
        }
    }

    // The rest of the controls, in a stack of their own to keep each builder short.
    private var more: some View {
        VStack {
            Text("Secret").accessibilityHidden(true)
            // accessibilityHidden(true) hides an image that only decorates.
            Image(systemName: "sparkles").accessibilityHidden(true)
            Image(systemName: "star.fill").accessibilityLabel("Trellis logo")
            // accessibilityElement(children: .combine) merges the children's properties into one element.
            HStack { Text("Ada"); Text("Online") }.accessibilityElement(children: .combine)
            // .ignore: "Any child accessibility elements become hidden"; the new element has only what modifiers give.
            HStack { Text("1"); Text("2") }.accessibilityElement(children: .ignore).accessibilityLabel("Page 1 of 2")
            // .contain: "Any child accessibility elements become children of the new accessibility element".
            VStack { Text("Alpha"); Text("Beta") }.accessibilityElement(children: .contain).accessibilityLabel("Letters")
            // accessibilityAction(named:_:) adds an action listed by name; accessibilityAction(_:_:) the default one.
            Text("Message").accessibilityAction(named: "Reply") { calls.names.append("reply") }
                .accessibilityAction { calls.names.append("default") }
        }
    }
}

@MainActor
@Suite struct AccessibilityModifierTests {
    private func tree(_ calls: Calls = Calls()) -> (ViewHost<Modified>, AccessibilityNode) {
        let host = ViewHost(Modified(calls: calls), width: 400, height: 700)
        host.step()
        return (host, host.accessibilityTree)
    }

    @Test func labelHintAndIdentifierNameAnIconButton() {
        let (_, tree) = tree()
        let delete = tree.first(identifier: "delete-button")
        #expect(delete?.role == .pushButton)
        #expect(delete?.name == "Delete")
        #expect(delete?.hint == "Moves the message to the bin")
    }

    @Test func valueAndAdjustableAction() throws {
        let (host, tree) = tree()
        let rating = try #require(tree.first(role: .label, name: "Rating"))
        #expect(rating.value == "3 of 5")
        #expect(host.performAccessibilityAction("increment", on: rating))
        host.step()
        #expect(host.accessibilityElement(role: .label, name: "Rating")?.value == "4 of 5")
    }

    @Test func traitsAndHeadings() {
        let (_, tree) = tree()
        #expect(tree.first(role: .heading, name: "Inbox")?.headingLevel == 0)
        #expect(tree.first(role: .heading, name: "Today")?.headingLevel == 2)
        #expect(tree.first(role: .pushButton, name: "Tap me") != nil)
    }

    @Test func hiddenViewsAreLeftOut() {
        let (_, tree) = tree()
        #expect(!tree.allNodes.contains { $0.name == "Secret" })
        #expect(!tree.allNodes.contains { $0.name == "sparkles" })
        #expect(tree.first(role: .image, name: "Trellis logo") != nil)
    }

    @Test func elementChildrenCombineIgnoreAndContain() throws {
        let (_, tree) = tree()
        #expect(tree.first(role: .label, name: "Ada, Online") != nil)
        #expect(tree.first(role: .label, name: "Ada") == nil)
        let page = try #require(tree.first(role: .label, name: "Page 1 of 2"))
        #expect(page.children.isEmpty)
        #expect(tree.first(role: .label, name: "1") == nil)
        let letters = try #require(tree.first(role: .panel, name: "Letters"))
        #expect(letters.children.map(\.name) == ["Alpha", "Beta"])
    }

    @Test func namedAndDefaultActionsRunTheirHandlers() throws {
        let calls = Calls()
        let (host, tree) = tree(calls)
        let message = try #require(tree.first(role: .label, name: "Message"))
        #expect(Set(message.actionNames) == ["Reply", "press"])
        #expect(host.performAccessibilityAction("Reply", on: message))
        #expect(host.performAccessibilityAction("press", on: message))
        #expect(calls.names == ["reply", "default"])
        #expect(!host.performAccessibilityAction("Forward", on: message))
    }

    // An audit lists controls with no name and images with neither a label nor hidden.
    @Test func auditListsUnnamedControlsAndUnlabelledImages() {
        struct Unlabelled: View {
            @State private var level = 0.5
            var body: some View {
                VStack {
                    Button { } label: { Image(systemName: "gear") }
                    Slider(value: $level)
                    Image(systemName: "star")
                    Image(systemName: "sparkles").accessibilityHidden(true)
                    Button("Named") { }
                }
            }
        }
        let host = ViewHost(Unlabelled(), width: 300, height: 300)
        host.step()
        let findings = host.accessibilityAudit()
        // The gear button is named by nothing but a symbol's file name, which is no name to read out.
        #expect(findings.map(\.kind) == [.controlWithoutName, .controlWithoutName, .imageWithoutLabel])
        #expect(findings.map(\.role) == [.pushButton, .slider, .image])
        #expect(findings.allSatisfy { !$0.description.isEmpty })
    }

    /// "Creates an unlabeled, decorative image. SwiftUI ignores this image for
    /// accessibility purposes." (Image.init(decorative:bundle:),
    /// https://developer.apple.com/documentation/swiftui/image/init(decorative:bundle:))
    @Test func aDecorativeImageIsLeftOutAndTheAuditAsksNothingOfIt() {
        struct Banner: View {
            @State private var decorative = true
            var body: some View {
                VStack {
                    if decorative { Image(decorative: "wave") } else { Image("wave") }
                    Image(decorative: "divider", bundle: nil)
                    Image("logo-2x", bundle: nil, label: Text("Company logo"))
                    Button("Switch") { decorative.toggle() }
                }
            }
        }
        let host = ViewHost(Banner(), width: 300, height: 300)
        host.step()
        #expect(host.accessibilityTree.first(role: .image, name: "wave") == nil)
        #expect(host.accessibilityTree.first(role: .image, name: "divider") == nil)
        // "The label associated with the image. SwiftUI uses the label for accessibility." (init(_:bundle:label:))
        #expect(host.accessibilityTree.first(role: .image, name: "Company logo") != nil)
        #expect(host.accessibilityAudit().isEmpty)
        // The same picture, labelled by its name, is seen again.
        host.click(text: "Switch")
        #expect(host.accessibilityTree.first(role: .image, name: "wave") != nil)
        #expect(host.accessibilityAudit().map(\.kind) == [.imageWithoutLabel])
    }
}
