import Testing
import Trellis
import TrellisTesting

/// Toolbar items grouped in a type of their own, as SwiftUI apps factor them out.
private struct EditingTools: ToolbarContent {
    let isEditing: Bool
    let log: (String) -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Discard") { log("discard") }
        }
        if isEditing {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { log("done") }
            }
        } else {
            ToolbarItemGroup(placement: .primaryAction) {
                Button("Edit") { log("edit") }
                Button("Share") { log("share") }
            }
        }
    }
}

private struct Note: View {
    @State private var isEditing = false
    @State private var log: [String] = []
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Log: \(log.joined(separator: ","))")
                Toggle("Show help", isOn: $showsHelp)
            }
            .navigationTitle("Note")
            .toolbar {
                EditingTools(isEditing: isEditing) { entry in
                    log.append(entry)
                    if entry == "edit" { isEditing = true }
                    if entry == "done" { isEditing = false }
                }
                if showsHelp {
                    ToolbarItem { Button("Help") { log.append("help") } }
                }
            }
        }
    }
}

private struct Customizable: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .toolbar(id: "main") {
                    ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") {} }
                    ToolbarItem(id: "italic", placement: .primaryAction) { Button("Italic") {} }
                }
        }
    }
}

@MainActor
@Suite struct ToolbarContentTests {
    @Test func aCustomToolbarContentTypeShowsItsItemsAndFollowsItsConditions() throws {
        let host = ViewHost(Note(), width: 800, height: 400)
        #expect(host.texts.contains("Discard") && host.texts.contains("Edit") && host.texts.contains("Share"))
        #expect(!host.texts.contains("Done") && !host.texts.contains("Help"))
        let discard = try #require(host.frame(ofText: "Discard"))
        let edit = try #require(host.frame(ofText: "Edit"))
        // ToolbarItemPlacement.cancellationAction: "In macOS ... on the trailing edge" (developer.apple.com).
        #expect(discard.minX > 400 && discard.maxX < edit.minX && edit.minX > 600, "cancellation and primary trail")
        host.click(text: "Edit")
        host.step()
        #expect(host.texts.contains("Done") && !host.texts.contains("Edit"))
        host.click(text: "Done")
        host.step()
        #expect(host.texts.contains("Log: edit,done"))
        #expect(host.texts.contains("Edit"))
    }

    @Test func anOptionalItemAppearsWhenItsConditionHolds() {
        let host = ViewHost(Note(), width: 800, height: 400)
        #expect(!host.texts.contains("Help"))
        host.click(text: "Show help")
        host.step()
        #expect(host.texts.contains("Help"))
        host.click(text: "Help")
        host.step()
        #expect(host.texts.contains("Log: help"))
    }

    @Test func aCustomizableToolbarShowsItsItemsInOrder() throws {
        let host = ViewHost(Customizable(), width: 600, height: 300)
        let bold = try #require(host.frame(ofText: "Bold"))
        let italic = try #require(host.frame(ofText: "Italic"))
        #expect(bold.maxX < italic.minX)
    }
}
